// A course's first exercise with <iostream>: add two vectors on the GPU, print a few results
// as a table with setw, check every element and say "Test PASSED".
#include <iostream>
#include <iomanip>
#include <cuda_runtime.h>

__global__ void vecAdd(const float *a, const float *b, float *c, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main()
{
  const int N = 1000;
  size_t bytes = N * sizeof(float);
  float *h_a = new float[N], *h_b = new float[N], *h_c = new float[N];
  for (int i = 0; i < N; i++) {
    h_a[i] = i * 0.5f;
    h_b[i] = 2.0f * i;
  }
  float *d_a, *d_b, *d_c;
  cudaMalloc(&d_a, bytes);
  cudaMalloc(&d_b, bytes);
  cudaMalloc(&d_c, bytes);
  cudaMemcpy(d_a, h_a, bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(d_b, h_b, bytes, cudaMemcpyHostToDevice);
  int threads = 256;
  int blocks = (N + threads - 1) / threads;
  std::cout << "Launching " << blocks << " blocks of " << threads << " threads" << std::endl;
  vecAdd<<<blocks, threads>>>(d_a, d_b, d_c, N);
  cudaDeviceSynchronize();
  cudaMemcpy(h_c, d_c, bytes, cudaMemcpyDeviceToHost);
  std::cout << std::setw(6) << "i" << std::setw(10) << "a" << std::setw(10) << "b"
            << std::setw(10) << "c" << '\n';
  for (int i = 0; i < N; i += 199)
    std::cout << std::setw(6) << i << std::setw(10) << h_a[i] << std::setw(10) << h_b[i]
              << std::setw(10) << h_c[i] << '\n';
  int errors = 0;
  for (int i = 0; i < N; i++)
    if (h_c[i] != h_a[i] + h_b[i])
      errors++;
  if (errors == 0)
    std::cout << "Test PASSED" << std::endl;
  else
    std::cout << "Test FAILED: " << errors << " errors" << std::endl;
  cudaFree(d_a);
  cudaFree(d_b);
  cudaFree(d_c);
  delete[] h_a;
  delete[] h_b;
  delete[] h_c;
  return errors != 0;
}
// expect: Launching 4 blocks of 256 threads
// expect:      i         a         b         c
// expect:      0         0         0         0
// expect:    199      99.5       398     497.5
// expect:    398       199       796       995
// expect:    597     298.5      1194    1492.5
// expect:    796       398      1592      1990
// expect:    995     497.5      1990    2487.5
// expect: Test PASSED
