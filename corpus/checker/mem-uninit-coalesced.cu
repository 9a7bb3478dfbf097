// The initialisation check of a warp's access whose lanes all fall in one allocation (issue 22:
// tested once for the range the lanes cover when that range is wholly written, lane by lane
// otherwise). The first kernel writes the even elements of a cudaMalloc'd array, one warp with a
// stride of two; reading them back (a range with gaps, each lane's own bytes written) is no
// finding; reading every element finds the odd ones, first lane 1's, as the lane-by-lane check
// always reported it.
#include <stdio.h>
__global__ void write_even(int *a) {
  a[2 * threadIdx.x] = threadIdx.x;
}
__global__ void read_even(const int *a, int *sum) {
  atomicAdd(sum, a[2 * threadIdx.x]);
}
__global__ void read_all(const int *a, int *out) {
  out[threadIdx.x] = a[threadIdx.x] + 1;
}
int main(void) {
  int *a, *sum, *out, h[64], s = 0;
  cudaMalloc(&a, 64 * sizeof(int));
  cudaMalloc(&sum, sizeof(int));
  cudaMalloc(&out, 64 * sizeof(int));
  cudaMemcpy(sum, &s, sizeof s, cudaMemcpyHostToDevice);
  write_even<<<1, 32>>>(a);
  read_even<<<1, 32>>>(a, sum);
  cudaMemcpy(&s, sum, sizeof s, cudaMemcpyDeviceToHost);
  printf("sum %d\n", s);
  read_all<<<1, 64>>>(a, out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[2], h[62]);
  cudaFree(a);
  cudaFree(sum);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: sum 496
// expect: 1 2 32
// expect-exit: 1
// expect-report: ^mem-uninit-coalesced\.cu:15:23: error: uninitialized read of 4 bytes in global memory at offset 4 of an allocation of 256 bytes allocated at mem-uninit-coalesced\.cu:19:3$
// expect-report: ^mem-uninit-coalesced\.cu:15:23: note: read by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)$
// expect-report: ^mem-uninit-coalesced\.cu:19:3: note: 256 bytes allocated here by cudaMalloc$
// expect-report: ^mem-uninit-coalesced\.cu:15:23: note: uninitialized-read reported 32 times \(31 repeats folded\)$
// expect-report: ^cudak: 1 error, 0 warnings; 31 repeats folded \(seed 0\)$
