// A misaligned device store to shared memory: a packet header of 6 bytes is followed by a
// float written through a cast pointer, 2 bytes off a 4-byte boundary.
#include <stdio.h>
__global__ void pack(float v, float *out) {
  __shared__ char packet[16];
  if (threadIdx.x == 0) {
    float *payload = (float *) (packet + 6);
    *payload = v;
    *out = *payload;
  }
}
int main(void) {
  float *d;
  cudaMalloc(&d, sizeof(float));
  pack<<<1, 32>>>(1.5f, d);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorMisalignedAddress
// expect-exit: 1
// expect-report: ^mem-misaligned-shared\.cu:8:14: error: misaligned write of 4 bytes in shared memory at address 0x[0-9a-f]+: not a multiple of 4
// expect-report: ^mem-misaligned-shared\.cu:8:14: note: write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^mem-misaligned-shared\.cu:14:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
