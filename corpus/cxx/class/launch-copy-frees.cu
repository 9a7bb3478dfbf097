// The classic RAII pitfall of CUDA C++: a buffer class whose destructor calls cudaFree, passed
// to a kernel by value. The launch's host-side copy is destroyed right after the launch, which
// frees the memory the original still points to; the host's later read is a use after free (on a
// GPU a crash or garbage, and a second cudaFree of the same pointer at the end of main).
// SPDX-License-Identifier: MIT
#include <cstdio>

template <typename T>
struct Buffer {
  int n;
  T *d;
  Buffer(int count) : n(count) { cudaMallocManaged(&d, count * sizeof(T)); }
  ~Buffer() { cudaFree(d); }
};

template <typename T>
__global__ void fill(Buffer<T> b)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < b.n)
    b.d[i] = T(2 * i);
}

int main()
{
  Buffer<float> b(8);
  fill<<<1, 32>>>(b);
  cudaDeviceSynchronize();
  printf("%g\n", b.d[3]);
  return 0;
}
// expect-exit: 1
// expect-report: ^launch-copy-frees\.cu:29:21: error: use after free: read of 4 bytes at offset 12 of an allocation of 32 bytes allocated at launch-copy-frees\.cu:12:34, freed at launch-copy-frees\.cu:13:15$
