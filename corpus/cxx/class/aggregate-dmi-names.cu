// Aggregates whose default member initializers name something (C++14 [dcl.init.aggr]p8): a
// member the braced list leaves out is initialised from its initializer, parsed in the class's
// scope, where a later member reads an earlier one (`int blocks = (N + threads - 1) /
// threads;`) and a constant, a static member or a member of class type (`std::string name =
// "x";`) may be named. `Cfg c{}`, `Cfg d{128}`, arrays and members of such aggregates, `return
// {};`, `f({1})`, `new Cfg{}`, a file-scope object (initialised before main), host code and a
// kernel. The members of class type are the aggregate's, destroyed with it (the `Tag`s' order).
// Expected output from g++ -std=c++17.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>

constexpr int kThreads = 128;
constexpr int N = 1000;
namespace cfg { constexpr float kScale = 0.5f; }

struct Cfg {
  int threads = kThreads;
  int blocks = (N + threads - 1) / threads;
  float *p = nullptr;
  std::string name = "x";
  void show() const
  {
    printf("%s threads=%d blocks=%d p=%s\n", name.c_str(), threads, blocks, p ? "set" : "null");
  }
};

struct Outer {
  Cfg c;
  int z = c.blocks * 2;
  static const int kBase = 7;
  int w = kBase + z;
};

struct Tag {
  int id;
  Tag(int i) : id(i) { printf("Tag %d\n", id); }
  ~Tag() { printf("~Tag %d\n", id); }
};
struct Tagged {
  int n = 3;
  Tag t = Tag(n * 10);
  float s = cfg::kScale * n;
};

struct Launch {
  int threads = kThreads / 2;
  int blocks = (N + threads - 1) / threads;
  __host__ __device__ int total() const { return threads * blocks; }
};

__global__ void kernel(int *out)
{
  Launch a{};
  Launch b{int(threadIdx.x) + 1};
  out[threadIdx.x] = a.total() + b.blocks;
}

Cfg make() { return {}; }
void take(Cfg c) { c.show(); }
Cfg g{64};

int main()
{
  Cfg c{};
  c.show();
  Cfg d{256};
  d.show();
  Cfg e = {8, 1, nullptr, "full"};
  e.show();
  Cfg arr[3] = {{32}};
  for (auto &a : arr)
    a.show();
  Outer o{};
  printf("outer %d %d %d\n", o.c.blocks, o.z, o.w);
  Outer o2{{500}};
  printf("outer2 %d %d %d\n", o2.c.blocks, o2.z, o2.w);
  make().show();
  take({16});
  Cfg *h = new Cfg{};
  h->show();
  delete h;
  g.show();
  {
    Tagged t{};
    printf("tagged %d %d %g\n", t.n, t.t.id, t.s);
    Tagged u{5};
    printf("tagged %d %d %g\n", u.n, u.t.id, u.s);
  }
  int *dout, hout[4];
  cudaMalloc(&dout, sizeof hout);
  kernel<<<1, 4>>>(dout);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  printf("kernel %d %d %d %d\n", hout[0], hout[1], hout[2], hout[3]);
  cudaFree(dout);
  return 0;
}
// expect: x threads=128 blocks=8 p=null
// expect: x threads=256 blocks=4 p=null
// expect: full threads=8 blocks=1 p=null
// expect: x threads=32 blocks=32 p=null
// expect: x threads=128 blocks=8 p=null
// expect: x threads=128 blocks=8 p=null
// expect: outer 8 16 23
// expect: outer2 2 4 11
// expect: x threads=128 blocks=8 p=null
// expect: x threads=16 blocks=63 p=null
// expect: x threads=128 blocks=8 p=null
// expect: x threads=64 blocks=16 p=null
// expect: Tag 30
// expect: tagged 3 30 1.5
// expect: Tag 50
// expect: tagged 5 50 2.5
// expect: ~Tag 50
// expect: ~Tag 30
// expect: kernel 2024 1524 1358 1274
