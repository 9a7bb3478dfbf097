// Generic lambdas in device code inside a kernel (nvcc accepts them there): each call deduces
// its operator()'s instance, a __device__ function, per argument type; a default capture by
// reference of a local.
#include <cstdio>
#include <cuda_runtime.h>
__global__ void k(int *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  auto twice = [](auto x) { return x + x; };
  int base = 100;
  auto addb = [&](const auto &v) { return v + base; };
  if (i < n) out[i] = twice(i) + addb(i) + (int) twice(in[i]);
}
int main() {
  const int n = 6;
  float hin[n];
  int hout[n];
  for (int i = 0; i < n; i++) hin[i] = i * 1.5f;
  float *in;
  int *out;
  cudaMalloc(&in, sizeof hin); cudaMalloc(&out, sizeof hout);
  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
  k<<<2, 4>>>(out, in, n);
  cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++) printf("%d\n", hout[i]);
  cudaFree(in); cudaFree(out);
  return 0;
}
// expect: 100
// expect: 106
// expect: 112
// expect: 118
// expect: 124
// expect: 130
