// A race on managed memory between blocks: a two-buffer Jacobi step that swaps its buffers by
// pointer inside the kernel loop; the blocks are never synchronised between iterations, so in
// the second step block 1 reads the boundary cell a[63] that block 0 writes in the same step.
#include <stdio.h>
__global__ void jacobi(float *a, float *b, int n, int steps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int s = 0; s < steps; s++) {
    if (i > 0 && i < n - 1)
      b[i] = 0.5f * (a[i - 1] + a[i + 1]);
    __syncthreads();
    float *tmp = a;
    a = b;
    b = tmp;
  }
}
int main(void) {
  const int n = 128;
  float *a, *b;
  cudaMallocManaged(&a, n * sizeof(float));
  cudaMallocManaged(&b, n * sizeof(float));
  for (int i = 0; i < n; i++)
    a[i] = b[i] = i == n - 1 ? 1.0f : 0.0f;
  jacobi<<<2, 64>>>(a, b, n, 2);
  cudaDeviceSynchronize();
  printf("%.2f\n", a[n - 3]);
  cudaFree(a);
  cudaFree(b);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 0.25
// expect-exit: 1
// expect-report: ^race-managed-halo\.cu:9:34: error: data race on managed memory: read of 4 bytes at offset 256 of an allocation of 512 bytes allocated at race-managed-halo\.cu:20:3 conflicts with an earlier write$
// expect-report: ^race-managed-halo\.cu:9:12: note: previous write by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-managed-halo\.cu:9:34: note: read by thread \(63,0,0\) of block \(0,0,0\) \(warp 1, lane 31\)$
// expect-report: ^race-managed-halo\.cu:9:23: error: data race on managed memory: read of 4 bytes at offset 252 of an allocation of 512 bytes allocated at race-managed-halo\.cu:20:3 conflicts with an earlier write$
// expect-report: ^race-managed-halo\.cu:9:12: note: previous write by thread \(63,0,0\) of block \(0,0,0\) \(warp 1, lane 31\)$
// expect-report: ^race-managed-halo\.cu:9:23: note: read by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-managed-halo\.cu:9:12: error: data race on managed memory: write of 4 bytes at offset 252 of an allocation of 512 bytes allocated at race-managed-halo\.cu:19:3 conflicts with an earlier read$
// expect-report: ^race-managed-halo\.cu:9:23: note: previous read by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-managed-halo\.cu:9:12: error: data race on managed memory: write of 4 bytes at offset 256 of an allocation of 512 bytes allocated at race-managed-halo\.cu:19:3 conflicts with an earlier read$
// expect-report: ^race-managed-halo\.cu:9:34: note: previous read by thread \(63,0,0\) of block \(0,0,0\) \(warp 1, lane 31\)$
// expect-report: ^cudak: 4 errors, 0 warnings \(seed 0\)$
