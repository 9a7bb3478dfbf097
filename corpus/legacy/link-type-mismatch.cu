// Two units that disagree on the type of one extern "C" function, as the CUDA samples' main
// files and their *_gold.cpp often do (here a const on the input): no compiler sees both
// declarations and the linker joins the C symbol, so the program builds with a warning that
// names both (gcc -flto's words) and runs, the call reaching the definition (issue 18).
// cudak-args: include/scan-gold.cu
#include <stdio.h>

extern "C" void computeGold(float *reference, float *idata, const unsigned int len);

__global__ void scan_naive(float *g_odata, const float *g_idata, int n) {
  extern __shared__ float temp[];
  int thid = threadIdx.x;
  int pout = 0, pin = 1;
  temp[pout * n + thid] = thid > 0 ? g_idata[thid - 1] : 0;
  __syncthreads();
  for (int offset = 1; offset < n; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (thid >= offset)
      temp[pout * n + thid] = temp[pin * n + thid] + temp[pin * n + thid - offset];
    else
      temp[pout * n + thid] = temp[pin * n + thid];
    __syncthreads();
  }
  g_odata[thid] = temp[pout * n + thid];
}

int main(void) {
  const unsigned int n = 256;
  float h_in[n], h_out[n], ref[n];
  for (unsigned int i = 0; i < n; i++)
    h_in[i] = (float) (i % 10);
  computeGold(ref, h_in, n);
  float *d_in, *d_out;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_out, sizeof h_out);
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  scan_naive<<<1, n, 2 * n * sizeof(float)>>>(d_out, d_in, n);
  cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  int errors = 0;
  for (unsigned int i = 0; i < n; i++)
    errors += h_out[i] != ref[i];
  printf("ref[255] = %g, gpu[255] = %g: %s\n", ref[n - 1], h_out[n - 1], errors ? "FAILED" : "PASSED");
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: ref[255] = 1135, gpu[255] = 1135: PASSED
// expect-report: ^link-type-mismatch\.cu:8:17: warning: type of 'computeGold' does not match original declaration \[-Wlto-type-mismatch\]$
// expect-report: ^include/scan-gold\.cu:6:17: note: 'computeGold' was previously declared here$
