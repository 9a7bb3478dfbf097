// Arrays of objects with constructors and destructors as class members (`struct Grid { Vec3
// pts[8]; };`, arrays of std::string and std::vector, two dimensions): each element constructed
// first to last by the class's constructors, destroyed last to first by its destructor, copied
// element by element by the implicit copy constructor and copy assignment; host and device (a
// kernel constructs a Grid). cudak said `unsupported:`. Expected output from g++ -std=c++17 (the
// kernel's line by hand: 48 - 6 + threadIdx.x).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
#include <vector>
struct Vec3 {
  float x, y, z;
  __host__ __device__ Vec3() : x(1), y(2), z(3) {}
  __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __host__ __device__ float sum() const { return x + y + z; }
};
struct Grid {
  Vec3 pts[8];
  int n = 8;
  __host__ __device__ float total() const { float t = 0; for (int i = 0; i < n; i++) t += pts[i].sum(); return t; }
};
struct Noisy {
  int id;
  static int next;
  Noisy() : id(next++) { printf("Noisy() %d\n", id); }
  Noisy(const Noisy &o) : id(o.id + 100) { printf("Noisy(copy %d) %d\n", o.id, id); }
  Noisy &operator=(const Noisy &o) { printf("assign %d <- %d\n", id, o.id); id = o.id + 200; return *this; }
  ~Noisy() { printf("~Noisy %d\n", id); }
};
int Noisy::next = 0;
struct Holder {
  Noisy a[2][2];
  std::string names[3];
  std::vector<int> lists[2];
};
class Table {
public:
  Table() { for (int i = 0; i < 3; i++) rows[i] = std::string(i + 1, 'a' + i); }
  std::string rows[3];
  Noisy tag[2];
};
__global__ void kernel(float *out) {
  Grid g;
  g.pts[threadIdx.x] = Vec3(threadIdx.x, 0, 0);
  out[threadIdx.x] = g.total();
}
int main() {
  Grid g;
  printf("grid %g\n", g.total());
  {
    Holder h;
    h.names[1] = "one";
    h.lists[0].push_back(5);
    h.lists[1].assign(3, 7);
    printf("holder %s %zu %zu\n", h.names[1].c_str(), h.lists[0].size(), h.lists[1].size());
    Holder h2 = h;
    printf("copy %s %zu %d\n", h2.names[1].c_str(), h2.lists[1].size(), h2.lists[1][2]);
    h2.names[2] = "two";
    h = h2;
    printf("assigned %s %s\n", h.names[1].c_str(), h.names[2].c_str());
  }
  {
    Table t;
    Table u(t);
    printf("table %s %s %s %d %d\n", u.rows[0].c_str(), u.rows[1].c_str(), u.rows[2].c_str(), u.tag[0].id, u.tag[1].id);
  }
  Table *p = new Table[2];
  printf("new[] %s\n", p[1].rows[2].c_str());
  delete[] p;
  float *d, hout[4];
  cudaMalloc(&d, sizeof hout);
  kernel<<<1, 4>>>(d);
  cudaMemcpy(hout, d, sizeof hout, cudaMemcpyDeviceToHost);
  printf("kernel %g %g %g %g\n", hout[0], hout[1], hout[2], hout[3]);
  cudaFree(d);
  return 0;
}
// expect: grid 48
// expect: Noisy() 0
// expect: Noisy() 1
// expect: Noisy() 2
// expect: Noisy() 3
// expect: holder one 1 3
// expect: Noisy(copy 0) 100
// expect: Noisy(copy 1) 101
// expect: Noisy(copy 2) 102
// expect: Noisy(copy 3) 103
// expect: copy one 3 7
// expect: assign 0 <- 100
// expect: assign 1 <- 101
// expect: assign 2 <- 102
// expect: assign 3 <- 103
// expect: assigned one two
// expect: ~Noisy 103
// expect: ~Noisy 102
// expect: ~Noisy 101
// expect: ~Noisy 100
// expect: ~Noisy 303
// expect: ~Noisy 302
// expect: ~Noisy 301
// expect: ~Noisy 300
// expect: Noisy() 4
// expect: Noisy() 5
// expect: Noisy(copy 4) 104
// expect: Noisy(copy 5) 105
// expect: table a bb ccc 104 105
// expect: ~Noisy 105
// expect: ~Noisy 104
// expect: ~Noisy 5
// expect: ~Noisy 4
// expect: Noisy() 6
// expect: Noisy() 7
// expect: Noisy() 8
// expect: Noisy() 9
// expect: new[] ccc
// expect: ~Noisy 9
// expect: ~Noisy 8
// expect: ~Noisy 7
// expect: ~Noisy 6
// expect: kernel 42 43 44 45
