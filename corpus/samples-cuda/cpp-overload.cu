// corpus/samples-cuda/cpp-overload.cu: cppOverload as the CUDA samples write it: three overloads of one
// __global__ function, each taken as a pointer of its own type (the target type chooses the
// overload, [over.over]), cudaFuncGetAttributes through a pointer, launches through the pointers.
// Expected output by hand.
// xfail: initialising a pointer to function from an overloaded non-member name takes the first overload instead of the one of the target type ([over.over]; member pointers do it), issue 19
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>
__global__ void simple_kernel(const int *pIn, int *pOut, int a) { int i = blockIdx.x * blockDim.x + threadIdx.x; pOut[i] = pIn[i] * a; }
__global__ void simple_kernel(const int2 *pIn, int *pOut, int a) { int i = blockIdx.x * blockDim.x + threadIdx.x; pOut[i] = (pIn[i].x + pIn[i].y) * a; }
__global__ void simple_kernel(const int *pIn1, const int *pIn2, int *pOut, int a) { int i = blockIdx.x * blockDim.x + threadIdx.x; pOut[i] = (pIn1[i] + pIn2[i]) * a; }
#define N 64
int main() {
  int *hIn = (int *)malloc(N * 2 * sizeof(int)), *hOut = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < 2 * N; i++) hIn[i] = i;
  int *dIn, *dOut; cudaMalloc(&dIn, N * 2 * sizeof(int)); cudaMalloc(&dOut, N * sizeof(int));
  cudaMemcpy(dIn, hIn, N * 2 * sizeof(int), cudaMemcpyHostToDevice);
  void (*func1)(const int *, int *, int) = simple_kernel;
  void (*func2)(const int2 *, int *, int) = simple_kernel;
  void (*func3)(const int *, const int *, int *, int) = simple_kernel;
  struct cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, *func1);
  printf("func1 maxThreadsPerBlock %d\n", attr.maxThreadsPerBlock >= 256);
  func1<<<1, N>>>(dIn, dOut, 2); cudaMemcpy(hOut, dOut, N * sizeof(int), cudaMemcpyDeviceToHost); printf("%d %d\n", hOut[1], hOut[63]);
  func2<<<1, N>>>((int2 *)dIn, dOut, 3); cudaMemcpy(hOut, dOut, N * sizeof(int), cudaMemcpyDeviceToHost); printf("%d %d\n", hOut[1], hOut[63]);
  func3<<<1, N>>>(dIn, dIn + N, dOut, 4); cudaMemcpy(hOut, dOut, N * sizeof(int), cudaMemcpyDeviceToHost); printf("%d %d\n", hOut[1], hOut[63]);
  cudaFree(dIn); cudaFree(dOut); free(hIn); free(hOut);
  return 0;
}
// expect: func1 maxThreadsPerBlock 1
// expect: 2 126
// expect: 15 759
// expect: 264 760
