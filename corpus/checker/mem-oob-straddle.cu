// Accesses that start inside an allocation and end past it: a float buffer of odd length read
// as doubles (the second double starts at byte 8 of 12) and, on the host, an int stored at the
// last two bytes of a 6-byte buffer (a short fits there), which stops the program. An access
// of one element wholly past the end is found by the address lookup; these straddle the end
// and are found by the bounds check itself.
#include <cstdio>
#include <cstdlib>
#include <cstring>

__global__ void widen(const float *in, double *out)
{
  const double *d = (const double *) in;
  out[threadIdx.x] = d[threadIdx.x];
}

int main()
{
  float h[3] = { 1.0f, 2.0f, 3.0f };
  float *din;
  double *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, 2 * sizeof(double));
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  widen<<<1, 2>>>(din, dout);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  printf("%s %s\n", cudaGetErrorName(cudaFree(din)), cudaGetErrorName(cudaFree(dout)));

  char *buf = (char *) malloc(6);
  memset(buf, 0, 6);
  *(short *) (buf + 4) = 7;
  *(int *) (buf + 4) = 7;
  printf("host: %d\n", buf[4]);
  free(buf);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect: cudaErrorIllegalAddress cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-oob-straddle\.cu:13:23: error: out-of-bounds read of 8 bytes in global memory at offset 8 of an allocation of 12 bytes allocated at mem-oob-straddle\.cu:21:3$
// expect-report: ^mem-oob-straddle\.cu:13:23: note: read by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)$
// expect-report: ^mem-oob-straddle\.cu:21:3: note: 12 bytes allocated here by cudaMalloc$
// expect-report: ^mem-oob-straddle\.cu:31:22: error: out-of-bounds write of 4 bytes in host memory at offset 4 of an allocation of 6 bytes allocated at mem-oob-straddle\.cu:28:24$
// expect-report: ^mem-oob-straddle\.cu:31:22: note: write by the host thread$
// expect-report: ^mem-oob-straddle\.cu:28:24: note: 6 bytes allocated here by malloc$
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)$
