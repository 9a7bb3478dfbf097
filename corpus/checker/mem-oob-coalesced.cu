// A warp access whose lanes start in one allocation but do not all stay in it (issue 22's
// coalesced path tests the range the lanes cover and then goes lane by lane): lane 31 of the
// second warp reads one int past the end of the 63-int array and is reported alone, with the
// element offset, while the other lanes read their values.
#include <stdio.h>
__global__ void copy(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n)   /* the classic off-by-one: thread n reads in[n] */
    out[i] = in[i] * 2;
}
int main(void) {
  int h[64], *din, *dout;
  for (int i = 0; i < 64; i++)
    h[i] = i;
  cudaMalloc(&din, 63 * sizeof(int));
  cudaMalloc(&dout, 64 * sizeof(int));
  cudaMemcpy(din, h, 63 * sizeof(int), cudaMemcpyHostToDevice);
  copy<<<2, 32>>>(din, dout, 63);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(e));
  if (cudaFree(din) != e || cudaFree(dout) != e)   /* the sticky error, as on a GPU */
    printf("cudaFree\n");
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: an illegal memory access was encountered
// expect-exit: 1
// expect-report: ^mem-oob-coalesced\.cu:9:16: error: out-of-bounds read of 4 bytes in global memory at offset 252 of an allocation of 252 bytes allocated at mem-oob-coalesced\.cu:15:3$
// expect-report: ^mem-oob-coalesced\.cu:9:16: note: read by thread \(31,0,0\) of block \(1,0,0\) \(warp 0, lane 31\)$
// expect-report: ^mem-oob-coalesced\.cu:15:3: note: 252 bytes allocated here by cudaMalloc$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
