// corpus/samples-cuda/matrix-mul.cu: matrixMul as the CUDA samples write it: a kernel templated on
// BLOCK_SIZE with two shared tiles, #pragma unroll, a launch chosen by the block size, a warm-up
// launch, cudaEvent timing over several iterations (the time is computed, checked to be
// positive, not printed: it is not deterministic), and the relative-error check.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cuda_runtime.h>

#define checkCuda(val) check_((val), #val, __FILE__, __LINE__)
static void check_(cudaError_t result, const char *func, const char *file, int line)
{
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\"\n", file, line,
            (unsigned int)result, cudaGetErrorName(result), func);
    exit(EXIT_FAILURE);
  }
}

template <int BLOCK_SIZE>
__global__ void MatrixMulCUDA(float *C, float *A, float *B, int wA, int wB)
{
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  int aBegin = wA * BLOCK_SIZE * by;
  int aEnd = aBegin + wA - 1;
  int aStep = BLOCK_SIZE;
  int bBegin = BLOCK_SIZE * bx;
  int bStep = BLOCK_SIZE * wB;
  float Csub = 0;

  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
    __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k)
      Csub += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}

static void ConstantInit(float *data, int size, float val)
{
  for (int i = 0; i < size; ++i)
    data[i] = val;
}

static int MatrixMultiply(int block_size, const dim3 &dimsA, const dim3 &dimsB)
{
  unsigned int size_A = dimsA.x * dimsA.y;
  unsigned int mem_size_A = sizeof(float) * size_A;
  float *h_A = (float *)malloc(mem_size_A);
  unsigned int size_B = dimsB.x * dimsB.y;
  unsigned int mem_size_B = sizeof(float) * size_B;
  float *h_B = (float *)malloc(mem_size_B);
  const float valB = 0.01f;
  ConstantInit(h_A, size_A, 1.0f);
  ConstantInit(h_B, size_B, valB);

  dim3 dimsC(dimsB.x, dimsA.y, 1);
  unsigned int mem_size_C = dimsC.x * dimsC.y * sizeof(float);
  float *h_C = (float *)malloc(mem_size_C);
  float *d_A, *d_B, *d_C;
  checkCuda(cudaMalloc(reinterpret_cast<void **>(&d_A), mem_size_A));
  checkCuda(cudaMalloc(reinterpret_cast<void **>(&d_B), mem_size_B));
  checkCuda(cudaMalloc(reinterpret_cast<void **>(&d_C), mem_size_C));

  cudaEvent_t start, stop;
  checkCuda(cudaEventCreate(&start));
  checkCuda(cudaEventCreate(&stop));
  cudaStream_t stream;
  checkCuda(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

  checkCuda(cudaMemcpyAsync(d_A, h_A, mem_size_A, cudaMemcpyHostToDevice, stream));
  checkCuda(cudaMemcpyAsync(d_B, h_B, mem_size_B, cudaMemcpyHostToDevice, stream));

  dim3 threads(block_size, block_size);
  dim3 grid(dimsB.x / threads.x, dimsA.y / threads.y);

  printf("Computing result using CUDA Kernel...\n");
  if (block_size == 16)
    MatrixMulCUDA<16><<<grid, threads, 0, stream>>>(d_C, d_A, d_B, dimsA.x, dimsB.x);
  else
    MatrixMulCUDA<8><<<grid, threads, 0, stream>>>(d_C, d_A, d_B, dimsA.x, dimsB.x);
  printf("done\n");
  checkCuda(cudaStreamSynchronize(stream));

  checkCuda(cudaEventRecord(start, stream));
  int nIter = 3;
  for (int j = 0; j < nIter; j++) {
    if (block_size == 16)
      MatrixMulCUDA<16><<<grid, threads, 0, stream>>>(d_C, d_A, d_B, dimsA.x, dimsB.x);
    else
      MatrixMulCUDA<8><<<grid, threads, 0, stream>>>(d_C, d_A, d_B, dimsA.x, dimsB.x);
  }
  checkCuda(cudaEventRecord(stop, stream));
  checkCuda(cudaEventSynchronize(stop));
  float msecTotal = 0.0f;
  checkCuda(cudaEventElapsedTime(&msecTotal, start, stop));
  float msecPerMatrixMul = msecTotal / nIter;
  double flopsPerMatrixMul = 2.0 * (double)dimsA.x * (double)dimsA.y * (double)dimsB.x;
  printf("Performance: %.0f flops per product, timing %s\n", flopsPerMatrixMul,
         msecPerMatrixMul >= 0.0f ? "measured" : "NEGATIVE");

  checkCuda(cudaMemcpyAsync(h_C, d_C, mem_size_C, cudaMemcpyDeviceToHost, stream));
  checkCuda(cudaStreamSynchronize(stream));

  printf("Checking computed result for correctness: ");
  bool correct = true;
  double eps = 1.e-6;
  for (int i = 0; i < static_cast<int>(dimsC.x * dimsC.y); i++) {
    double abs_err = fabs(h_C[i] - (dimsA.x * valB));
    double dot_length = dimsA.x;
    double abs_val = fabs(h_C[i]);
    double rel_err = abs_err / abs_val / dot_length;
    if (rel_err > eps) {
      printf("Error! Matrix[%05d]=%.8f, ref=%.8f error term is > %E\n", i, h_C[i],
             dimsA.x * valB, eps);
      correct = false;
    }
  }
  printf("%s\n", correct ? "Result = PASS" : "Result = FAIL");

  free(h_A);
  free(h_B);
  free(h_C);
  checkCuda(cudaFree(d_A));
  checkCuda(cudaFree(d_B));
  checkCuda(cudaFree(d_C));
  checkCuda(cudaEventDestroy(start));
  checkCuda(cudaEventDestroy(stop));
  checkCuda(cudaStreamDestroy(stream));
  return correct ? EXIT_SUCCESS : EXIT_FAILURE;
}

int main(int argc, char **argv)
{
  printf("[Matrix Multiply Using CUDA] - Starting...\n");
  int block_size = 16;
  dim3 dimsA(2 * block_size, 2 * block_size, 1);
  dim3 dimsB(3 * block_size, 2 * block_size, 1);
  printf("MatrixA(%d,%d), MatrixB(%d,%d)\n", dimsA.x, dimsA.y, dimsB.x, dimsB.y);
  int r = MatrixMultiply(block_size, dimsA, dimsB);
  if (r == EXIT_SUCCESS) {
    dim3 a8(32, 16, 1), b8(24, 32, 1);
    r = MatrixMultiply(8, a8, b8);
  }
  return r;
}
// expect: [Matrix Multiply Using CUDA] - Starting...
// expect: MatrixA(32,32), MatrixB(48,32)
// expect: Computing result using CUDA Kernel...
// expect: done
// expect: Performance: 98304 flops per product, timing measured
// expect: Checking computed result for correctness: Result = PASS
// expect: Computing result using CUDA Kernel...
// expect: done
// expect: Performance: 24576 flops per product, timing measured
// expect: Checking computed result for correctness: Result = PASS
