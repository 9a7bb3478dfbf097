// Reference members ([class.mem], [class.base.init]): bound by a mem-initializer or by
// aggregate initialisation, never rebound, read and written through; the class's layout holds
// a pointer for each (sizeof as g++ gives it); a function object holding a reference used by
// std::for_each and in device code; a copy refers to the same object. cudak said
// "unsupported: reference members" and then cascaded. Expected output from g++ (host) and by
// hand (kernel: each thread adds its index into a register through a reference member, then
// writes it: 1 + i).
#include <cstdio>
#include <vector>
#include <algorithm>
struct Acc {
  int &sum;
  const float &scale;
  Acc(int &s, const float &k) : sum(s), scale(k) {}
  void add(int x) { sum += (int) (x * scale); }
};
struct Counter {
  int &c;
  void operator()(int x) { c += x; }
};
struct DevAdd {
  int &t;
  __device__ DevAdd(int &r) : t(r) {}
  __device__ void add(int x) { t += x; }
};
__global__ void k(int *out) {
  int mine = 1;
  DevAdd a(mine);
  a.add(threadIdx.x);
  out[threadIdx.x] = mine;
}
int main() {
  int total = 0;
  float k2 = 2.0f;
  Acc a(total, k2);
  a.add(3);
  a.add(4);
  k2 = 3.0f;
  a.add(1);
  Counter cn{total};
  cn(10);
  std::vector<int> v = {1, 2, 3};
  std::for_each(v.begin(), v.end(), cn);
  Acc b = a;
  b.add(2);
  int &r = a.sum;
  r++;
  printf("%d %d %d %zu %zu\n", total, a.sum, b.sum, sizeof(Acc), sizeof(Counter));
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  ::k<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  cudaFree(d);
  return 0;
}
// expect: 40 40 40 16 8
// expect: 1 2 3 4
