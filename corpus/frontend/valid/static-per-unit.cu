// corpus/frontend/valid/static-per-unit.cu: two translation units (this file and
// include/static-per-unit-b.cu) that each define static functions, a static __device__
// function, a static __device__ variable and a static kernel with the same names: internal
// linkage (C11 6.2.2p3) makes them different objects, each unit calling its own
// SPDX-License-Identifier: MIT
// cudak-args: include/static-per-unit-b.cu
#include <stdio.h>

static int tag(void) { return 1; }
static __device__ int dtag(void) { return 10; }
static __device__ int counter = 100;
static __global__ void bump(int *out)
{
  counter += dtag();
  *out = counter;
}

int other_unit(void);   /* defined in include/static-per-unit-b.cu */

int main(void)
{
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  bump<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("here: tag %d, counter %d\n", tag(), h);
  printf("there: %d\n", other_unit());
  bump<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("here again: counter %d\n", h);
  cudaFree(d);
  return 0;
}
//
// expect: here: tag 1, counter 110
// expect: there: 4007
// expect: here again: counter 120
