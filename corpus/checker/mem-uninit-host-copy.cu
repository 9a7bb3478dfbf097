// Uninitialised host memory sent to the device: cudaMemcpy copies a malloc'd array that was only
// half filled, and the kernel reads the other half.
#include <stdio.h>
#include <stdlib.h>
__global__ void twice(const int *in, int *out) {
  out[threadIdx.x] = 2 * in[threadIdx.x];
}
int main(void) {
  int *h = (int *) malloc(8 * sizeof(int)), *din, *dout;
  for (int i = 0; i < 4; i++)
    h[i] = i;
  cudaMalloc(&din, 8 * sizeof(int));
  cudaMalloc(&dout, 8 * sizeof(int));
  cudaMemcpy(din, h, 8 * sizeof(int), cudaMemcpyHostToDevice);
  twice<<<1, 8>>>(din, dout);
  cudaMemcpy(h, dout, 8 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", h[3]);
  free(h);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// The copy carries the host bytes' state: h[4..7] were never written, so in[4..7] are not
// initialised either and the kernel's reads of them are reported (as for a partial copy in
// mem-uninit-global-copy.cu).
// SPDX-License-Identifier: MIT
// expect: 6
// expect-exit: 1
// expect-report: ^mem-uninit-host-copy\.cu:6:\d+: error: uninitialized read of 4 bytes in global memory at offset 16 of an allocation of 32 bytes allocated at mem-uninit-host-copy\.cu:12:3
// expect-report: note: read by thread \(4,0,0\) of block \(0,0,0\)
