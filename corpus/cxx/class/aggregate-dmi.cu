// Aggregates with default member initializers (C++14 [dcl.init.aggr]p8): a member that the
// braced list leaves out takes its default member initializer, not zero: `Params p{};`,
// `Params p{512};`, `Params{}` as a temporary, arrays and members of such aggregates, in host
// code and in a kernel. cudak zeroed them (`G{}.v` was 0, not 3) and read a statement starting
// with `G{}.h();` as a broken declaration. Expected output from g++ -std=c++17.
// SPDX-License-Identifier: MIT
#include <cstdio>
struct Params {
  int n = 1 << 10;
  float alpha = 2.5f;
  bool verbose = false;
  char tag{'p'};
  int spare{};
  void show() const { printf("n=%d alpha=%g verbose=%d tag=%c spare=%d\n", n, alpha, (int)verbose, tag, spare); }
};
struct Run { Params p; int reps = 3; };
struct Cell { int v = -1; };
__global__ void fill(int *out) {
  Cell c{};
  Params q{7};
  out[threadIdx.x] = c.v + q.n + (int)q.alpha + Cell{}.v * (int)threadIdx.x;
}
int main() {
  Params a{};
  a.show();
  Params b{512};
  b.show();
  Params c = {256, 0.5f, true};
  c.show();
  Params{}.show();
  Params{64, 1.0f}.show();
  Run r{};
  printf("run n=%d reps=%d\n", r.p.n, r.reps);
  Run r2{{8}, 1};
  printf("run2 n=%d alpha=%g reps=%d\n", r2.p.n, r2.p.alpha, r2.reps);
  Cell cells[4] = {{5}};
  printf("cells %d %d %d %d\n", cells[0].v, cells[1].v, cells[2].v, cells[3].v);
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  fill<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("kernel %d %d %d %d\n", h[0], h[1], h[2], h[3]);
  cudaFree(d);
  return 0;
}
// expect: n=1024 alpha=2.5 verbose=0 tag=p spare=0
// expect: n=512 alpha=2.5 verbose=0 tag=p spare=0
// expect: n=256 alpha=0.5 verbose=1 tag=p spare=0
// expect: n=1024 alpha=2.5 verbose=0 tag=p spare=0
// expect: n=64 alpha=1 verbose=0 tag=p spare=0
// expect: run n=1024 reps=3
// expect: run2 n=8 alpha=2.5 reps=1
// expect: cells 5 -1 -1 -1
// expect: kernel 8 7 6 5
