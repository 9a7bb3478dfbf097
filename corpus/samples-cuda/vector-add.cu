// corpus/samples-cuda/vector-add.cu: vectorAdd as the CUDA samples write it: an error-check macro
// around every runtime call, grid size rounded up, a launch checked with cudaGetLastError, the
// result verified on the host with a tolerance, the "Test PASSED" line.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t err_ = (call);                                                   \
    if (err_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d: CUDA error %d: %s\n", __FILE__, __LINE__,          \
              (int)err_, cudaGetErrorString(err_));                              \
      exit(EXIT_FAILURE);                                                        \
    }                                                                            \
  } while (0)

__global__ void vectorAdd(const float *A, const float *B, float *C, int numElements)
{
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < numElements)
    C[i] = A[i] + B[i] + 0.0f;
}

int main(void)
{
  int numElements = 5000;
  size_t size = numElements * sizeof(float);
  printf("[Vector addition of %d elements]\n", numElements);

  float *h_A = (float *)malloc(size);
  float *h_B = (float *)malloc(size);
  float *h_C = (float *)malloc(size);
  if (h_A == NULL || h_B == NULL || h_C == NULL) {
    fprintf(stderr, "Failed to allocate host vectors!\n");
    exit(EXIT_FAILURE);
  }
  srand(2024);
  for (int i = 0; i < numElements; ++i) {
    h_A[i] = rand() / (float)RAND_MAX;
    h_B[i] = rand() / (float)RAND_MAX;
  }

  float *d_A = NULL, *d_B = NULL, *d_C = NULL;
  CHECK(cudaMalloc((void **)&d_A, size));
  CHECK(cudaMalloc((void **)&d_B, size));
  CHECK(cudaMalloc((void **)&d_C, size));

  printf("Copy input data from the host memory to the CUDA device\n");
  CHECK(cudaMemcpy(d_A, h_A, size, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_B, h_B, size, cudaMemcpyHostToDevice));

  int threadsPerBlock = 256;
  int blocksPerGrid = (numElements + threadsPerBlock - 1) / threadsPerBlock;
  printf("CUDA kernel launch with %d blocks of %d threads\n", blocksPerGrid, threadsPerBlock);
  vectorAdd<<<blocksPerGrid, threadsPerBlock>>>(d_A, d_B, d_C, numElements);
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) {
    fprintf(stderr, "Failed to launch vectorAdd kernel (error code %s)!\n", cudaGetErrorString(err));
    exit(EXIT_FAILURE);
  }

  printf("Copy output data from the CUDA device to the host memory\n");
  CHECK(cudaMemcpy(h_C, d_C, size, cudaMemcpyDeviceToHost));

  for (int i = 0; i < numElements; ++i) {
    if (fabs(h_A[i] + h_B[i] - h_C[i]) > 1e-5) {
      fprintf(stderr, "Result verification failed at element %d!\n", i);
      exit(EXIT_FAILURE);
    }
  }
  printf("Test PASSED\n");

  CHECK(cudaFree(d_A));
  CHECK(cudaFree(d_B));
  CHECK(cudaFree(d_C));
  free(h_A);
  free(h_B);
  free(h_C);
  printf("Done\n");
  return 0;
}
// expect: [Vector addition of 5000 elements]
// expect: Copy input data from the host memory to the CUDA device
// expect: CUDA kernel launch with 20 blocks of 256 threads
// expect: Copy output data from the CUDA device to the host memory
// expect: Test PASSED
// expect: Done
