// corpus/samples-blog/easier-intro.cu: the NVIDIA blog's "An Even Easier Introduction to CUDA"
// as a reader ends it: 1<<20 floats in unified memory (cudaMallocManaged), the add kernel in its
// three steps (one thread, one block with a block-stride loop, a grid-stride loop), a prefetch to
// the device before the launch with the CUDA 13 form of cudaMemPrefetchAsync (a cudaMemLocation),
// cudaMemAdvise, and the maximum error printed with std::cout. Expected output by hand: every y
// is 1 + 2 = 3 exactly.
// SPDX-License-Identifier: MIT
#include <iostream>
#include <math.h>

// Kernel function to add the elements of two arrays (one thread does it all)
__global__
void add_serial(int n, float *x, float *y)
{
  for (int i = 0; i < n; i++)
    y[i] = x[i] + y[i];
}

// one block: the threads stride by the block size
__global__
void add_block(int n, float *x, float *y)
{
  int index = threadIdx.x;
  int stride = blockDim.x;
  for (int i = index; i < n; i += stride)
    y[i] = x[i] + y[i];
}

// the grid-stride loop
__global__
void add(int n, float *x, float *y)
{
  int index = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = blockDim.x * gridDim.x;
  for (int i = index; i < n; i += stride)
    y[i] = x[i] + y[i];
}

static float max_error(int N, const float *y, float expected)
{
  float maxError = 0.0f;
  for (int i = 0; i < N; i++)
    maxError = fmax(maxError, fabs(y[i] - expected));
  return maxError;
}

int main(void)
{
  int N = 1<<20;
  float *x, *y;

  // Allocate Unified Memory -- accessible from CPU or GPU
  cudaMallocManaged(&x, N*sizeof(float));
  cudaMallocManaged(&y, N*sizeof(float));

  // initialize x and y arrays on the host
  for (int i = 0; i < N; i++) {
    x[i] = 1.0f;
    y[i] = 2.0f;
  }

  int device = -1;
  cudaGetDevice(&device);
  cudaMemLocation loc;
  loc.type = cudaMemLocationTypeDevice;
  loc.id = device;
  cudaMemAdvise(x, N*sizeof(float), cudaMemAdviseSetReadMostly, loc);
  // Prefetch the x and y arrays to the GPU
  cudaMemPrefetchAsync(x, N*sizeof(float), loc, 0, 0);
  cudaMemPrefetchAsync(y, N*sizeof(float), loc, 0, 0);

  // Run kernel on 1M elements on the GPU
  int blockSize = 256;
  int numBlocks = (N + blockSize - 1) / blockSize;
  add<<<numBlocks, blockSize>>>(N, x, y);

  // Wait for GPU to finish before accessing on host
  cudaDeviceSynchronize();

  // Check for errors (all values should be 3.0f)
  std::cout << "grid-stride, " << numBlocks << " blocks: Max error: " << max_error(N, y, 3.0f) << std::endl;

  // the earlier steps of the article on a smaller array, the error they leave
  int M = 1<<12;
  for (int i = 0; i < M; i++) y[i] = 2.0f;
  add_serial<<<1, 1>>>(M, x, y);
  cudaDeviceSynchronize();
  std::cout << "one thread: Max error: " << max_error(M, y, 3.0f) << std::endl;
  add_block<<<1, 256>>>(M, x, y);
  cudaError_t err = cudaDeviceSynchronize();
  std::cout << "one block (run twice): Max error: " << max_error(M, y, 3.0f) << " " << cudaGetErrorString(err) << std::endl;

  // Free memory
  cudaFree(x);
  cudaFree(y);

  return 0;
}
// timeout: 60
// expect: grid-stride, 4096 blocks: Max error: 0
// expect: one thread: Max error: 0
// expect: one block (run twice): Max error: 1 no error
