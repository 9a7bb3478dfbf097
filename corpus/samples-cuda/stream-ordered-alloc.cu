// corpus/samples-cuda/stream-ordered-alloc.cu: streamOrderedAllocation as the CUDA samples write
// it: buffers from cudaMallocAsync in a non-blocking stream, copies and a kernel in stream order,
// cudaFreeAsync before the stream is synchronised, and allocation in a loop of iterations.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cuda_runtime.h>

#define checkCudaErrors(val)                                                                 \
  do {                                                                                       \
    cudaError_t e_ = (val);                                                                  \
    if (e_ != cudaSuccess) {                                                                 \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorName(e_), __FILE__, __LINE__); \
      exit(EXIT_FAILURE);                                                                    \
    }                                                                                        \
  } while (0)

__global__ void vectorAddGPU(const float *a, const float *b, float *c, int N)
{
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N) c[idx] = a[idx] + b[idx];
}

static int basicStreamOrderedAllocation(const int nelem, const float *a, const float *b, float *c)
{
  float *d_a, *d_b, *d_c;
  const size_t bytes = nelem * sizeof(float);
  printf("Starting basicStreamOrderedAllocation()\n");
  cudaStream_t stream;
  checkCudaErrors(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  checkCudaErrors(cudaMallocAsync(&d_a, bytes, stream));
  checkCudaErrors(cudaMallocAsync(&d_b, bytes, stream));
  checkCudaErrors(cudaMallocAsync(&d_c, bytes, stream));
  checkCudaErrors(cudaMemcpyAsync(d_a, a, bytes, cudaMemcpyHostToDevice, stream));
  checkCudaErrors(cudaMemcpyAsync(d_b, b, bytes, cudaMemcpyHostToDevice, stream));
  dim3 block(256);
  dim3 grid((unsigned int)ceil(nelem / (float)block.x));
  vectorAddGPU<<<grid, block, 0, stream>>>(d_a, d_b, d_c, nelem);
  checkCudaErrors(cudaFreeAsync(d_a, stream));
  checkCudaErrors(cudaFreeAsync(d_b, stream));
  checkCudaErrors(cudaMemcpyAsync(c, d_c, bytes, cudaMemcpyDeviceToHost, stream));
  checkCudaErrors(cudaFreeAsync(d_c, stream));
  checkCudaErrors(cudaStreamSynchronize(stream));
  float errorNorm = 0.f, refNorm = 0.f;
  for (int n = 0; n < nelem; n++) {
    float ref = a[n] + b[n];
    float diff = c[n] - ref;
    errorNorm += diff * diff;
    refNorm += ref * ref;
  }
  errorNorm = (float)sqrt((double)errorNorm);
  refNorm = (float)sqrt((double)refNorm);
  printf("errorNorm %g, refNorm positive %d\n", errorNorm, refNorm > 0);
  checkCudaErrors(cudaStreamDestroy(stream));
  return errorNorm / refNorm < 1.e-6f ? EXIT_SUCCESS : EXIT_FAILURE;
}

static int streamOrderedAllocationLoop(const int nelem, const float *a, const float *b, float *c, int iters)
{
  const size_t bytes = nelem * sizeof(float);
  cudaStream_t stream;
  checkCudaErrors(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  float *d_a, *d_b;
  checkCudaErrors(cudaMalloc(&d_a, bytes));
  checkCudaErrors(cudaMalloc(&d_b, bytes));
  checkCudaErrors(cudaMemcpyAsync(d_a, a, bytes, cudaMemcpyHostToDevice, stream));
  checkCudaErrors(cudaMemcpyAsync(d_b, b, bytes, cudaMemcpyHostToDevice, stream));
  for (int i = 0; i < iters; i++) {
    float *d_c;
    checkCudaErrors(cudaMallocAsync(&d_c, bytes, stream));
    vectorAddGPU<<<(nelem + 255) / 256, 256, 0, stream>>>(d_a, d_b, d_c, nelem);
    checkCudaErrors(cudaMemcpyAsync(c + i, d_c + i, sizeof(float), cudaMemcpyDeviceToHost, stream));
    checkCudaErrors(cudaFreeAsync(d_c, stream));
  }
  checkCudaErrors(cudaStreamSynchronize(stream));
  printf("loop of %d: c[0..3] = %g %g %g %g\n", iters, c[0], c[1], c[2], c[3]);
  checkCudaErrors(cudaFree(d_a));
  checkCudaErrors(cudaFree(d_b));
  checkCudaErrors(cudaStreamDestroy(stream));
  return EXIT_SUCCESS;
}

int main(int argc, char **argv)
{
  const int nelem = 1000;
  float *a, *b, *c;
  checkCudaErrors(cudaMallocHost(&a, nelem * sizeof(float)));
  checkCudaErrors(cudaMallocHost(&b, nelem * sizeof(float)));
  checkCudaErrors(cudaMallocHost(&c, nelem * sizeof(float)));
  for (int i = 0; i < nelem; i++) {
    a[i] = (float)(i % 17) / 2;
    b[i] = (float)(i % 5);
  }
  int ret1 = basicStreamOrderedAllocation(nelem, a, b, c);
  int ret2 = streamOrderedAllocationLoop(nelem, a, b, c, 4);
  checkCudaErrors(cudaFreeHost(a));
  checkCudaErrors(cudaFreeHost(b));
  checkCudaErrors(cudaFreeHost(c));
  printf("%s\n", ret1 == EXIT_SUCCESS && ret2 == EXIT_SUCCESS ? "PASSED" : "FAILED");
  return ret1 | ret2;
}
// expect: Starting basicStreamOrderedAllocation()
// expect: errorNorm 0, refNorm positive 1
// expect: loop of 4: c[0..3] = 0 1.5 3 4.5
// expect: PASSED
