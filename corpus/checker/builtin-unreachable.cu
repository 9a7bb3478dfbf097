// A switch whose default the programmer marked __builtin_unreachable(): an opcode outside the
// table reaches it, which is undefined behaviour; cudak reports it as an error where it happens
// and the launch fails as after __trap() (issue 23, defect 5).
#include <stdio.h>

__device__ int apply(int op, int a, int b) {
  switch (op) {
  case 0: return a + b;
  case 1: return a - b;
  case 2: return a * b;
  default: __builtin_unreachable();
  }
}

__global__ void interpret(const int *ops, int *out) {
  int i = threadIdx.x;
  out[i] = apply(ops[i], 6, 3);
}

int main(void) {
  int h[4] = {0, 1, 2, 3}, *ops, *out;
  cudaMalloc(&ops, sizeof h);
  cudaMalloc(&out, sizeof h);
  cudaMemcpy(ops, h, sizeof h, cudaMemcpyHostToDevice);
  interpret<<<1, 4>>>(ops, out);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  cudaFree(ops);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchFailure
// expect-exit: 1
// expect-report: ^builtin-unreachable\.cu:11:12: error: __builtin_unreachable\(\) reached: the behaviour is undefined$
// expect-report: ^builtin-unreachable\.cu:11:12: note: in thread \(3,0,0\) of block \(0,0,0\) \(warp 0, lane 3\)
// expect-report: ^builtin-unreachable\.cu:28:3: warning: unchecked CUDA error: 'cudaFree' returned cudaErrorLaunchFailure
// expect-report: ^builtin-unreachable\.cu:29:3: warning: unchecked CUDA error: 'cudaFree' returned cudaErrorLaunchFailure
// expect-report: ^cudak: 1 error, 2 warnings \(seed 0\)
