// A __host__ __device__ function that prints with std::cout in its host compilation and with
// printf in its device compilation (#ifdef __CUDA_ARCH__), the pattern nvcc accepts.
#include <iostream>
#include <cstdio>

__host__ __device__ void show(const char *who, int x)
{
#ifndef __CUDA_ARCH__
  std::cout << who << ": " << x << std::endl;
#else
  printf("%s: %d\n", who, x);
#endif
}

__global__ void kernel()
{
  show("device", threadIdx.x);
}

int main()
{
  show("host", 42);
  kernel<<<1, 2>>>();
  cudaDeviceSynchronize();
  show("host", 43);
  return 0;
}
// expect: host: 42
// expect: device: 0
// expect: device: 1
// expect: host: 43
