// Kernel results labelled with std::string: names built with + and std::to_string, passed
// by const reference (a string literal converts), returned by value from a function, kept
// in an array of strings; a "Test PASSED" line at the end.
#include <iostream>
#include <string>
#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float *x, float *y)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

std::string label(const std::string &kernel, int blocks, int threads)
{
  return kernel + "<<<" + std::to_string(blocks) + ", " + std::to_string(threads) + ">>>";
}

bool check(const std::string &what, float got, float want)
{
  bool ok = got == want;
  std::cout << what << ": " << got << (ok ? " ok" : " WRONG, expected " + std::to_string(want)) << '\n';
  return ok;
}

int main()
{
  const int N = 512;
  float x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = 1.0f;
    y[i] = (float) i;
  }
  float *dx, *dy;
  cudaMalloc(&dx, sizeof x);
  cudaMalloc(&dy, sizeof y);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice);
  int threads = 128, blocks = (N + threads - 1) / threads;
  std::cout << "running " << label("saxpy", blocks, threads) << std::endl;
  saxpy<<<blocks, threads>>>(N, 2.0f, dx, dy);
  cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost);
  cudaFree(dx);
  cudaFree(dy);
  const char *names[3] = { "first", "middle", "last" };
  int idx[3] = { 0, N / 2, N - 1 };
  bool ok = true;
  for (int k = 0; k < 3; k++)
    ok = check(std::string(names[k]) + " y[" + std::to_string(idx[k]) + "]", y[idx[k]], 2.0f + idx[k]) && ok;
  ok = check("a literal", y[1], 3.0f) && ok;
  std::string verdict = ok ? "PASSED" : "FAILED";
  std::cout << "Test " + verdict << std::endl;
  return ok ? 0 : 1;
}
// expect: running saxpy<<<4, 128>>>
// expect: first y[0]: 2 ok
// expect: middle y[256]: 258 ok
// expect: last y[511]: 513 ok
// expect: a literal: 3 ok
// expect: Test PASSED
