// Three more things nvcc refuses that cudak accepted, found by the audit of issue 23 (defect 4):
// a kernel with an ellipsis (a launch cannot pass variable arguments), a __shared__ variable in
// a __host__ __device__ function (it is a host function too), and __syncthreads() called from
// host code (a __device__ function of the runtime).
// nvcc: fail: ^decl-device-audit\.cu\(9\): error: a __global__ function cannot have ellipsis$
// expect-build-fail
#include <stdio.h>

__global__ void log_values(int count, ...) {
}

__host__ __device__ int block_sum(int v) {
  __shared__ int total;
  total = v;
  return total;
}

int main(void) {
  __syncthreads();
  printf("%d\n", block_sum(1));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-report: ^decl-device-audit\.cu:9:17: error: a __global__ function cannot have ellipsis$
// expect-report: ^decl-device-audit\.cu:13:18: error: a __shared__ variable cannot be declared in a __host__ function$
// expect-report: ^decl-device-audit\.cu:19:3: error: calling a __device__ function\("__syncthreads"\) from a __host__ function\("main"\) is not allowed$
