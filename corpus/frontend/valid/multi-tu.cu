// corpus/frontend/valid/multi-tu.cu: three translation units on one command line (this file,
// include/multi-tu-stats.c and include/multi-tu-kernels.cu), linked by name: extern
// declarations, C linkage, a tentative definition in two units, a static name in each that
// does not clash, a kernel defined in another unit, and struct types declared in each unit
// SPDX-License-Identifier: MIT
// cudak-args: include/multi-tu-stats.c include/multi-tu-kernels.cu
#include <stdio.h>

extern "C" {
int count_above(const int *v, int n);
void print_stats(void);
}
extern "C" int threshold;
extern "C" int histogram_calls;
static int calls = 100;
struct scale_args { int factor; int offset; };
__global__ void scale(int *v, struct scale_args a);

__global__ void squares(int *v)
{
  v[threadIdx.x] = threadIdx.x * threadIdx.x;
}

int main(void)
{
  int h[8], *d;
  cudaMalloc(&d, sizeof h);
  squares<<<1, 8>>>(d);
  struct scale_args one = {1, 0};
  scale<<<1, 8>>>(d, one);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d above %d\n", count_above(h, 8), threshold);
  threshold = 20;
  printf("%d above %d\n", count_above(h, 8), threshold);
  struct scale_args a = {2, 1};
  scale<<<1, 8>>>(d, a);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[3], h[7]);
  calls++;
  histogram_calls += 10;
  print_stats();
  printf("calls here %d\n", calls);
  cudaFree(d);
  return 0;
}
//
// expect: 5 above 5
// expect: 3 above 20
// expect: 1 19 99
// expect: stats: 2 call(s) here, 12 in all
// expect: calls here 101
