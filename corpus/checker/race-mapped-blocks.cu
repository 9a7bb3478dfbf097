// A race on mapped pinned memory between blocks: each block smooths its part of the signal in
// place, with __syncthreads() between the loads and the stores; but the barrier orders only the
// block's own threads, so thread 0 of block 1 reads data[63] while block 0's thread 63 may
// already have overwritten it.
#include <stdio.h>
__global__ void smooth_in_place(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float left = i > 0 ? data[i - 1] : data[i];
  float right = i + 1 < n ? data[i + 1] : data[i];
  float v = (left + data[i] + right) / 3.0f;
  __syncthreads();
  data[i] = v;
}
int main(void) {
  const int n = 128;
  float *h, *d;
  cudaSetDeviceFlags(cudaDeviceMapHost);
  cudaHostAlloc(&h, n * sizeof(float), cudaHostAllocMapped);
  cudaHostGetDevicePointer(&d, h, 0);
  for (int i = 0; i < n; i++)
    h[i] = (float) i;
  smooth_in_place<<<2, 64>>>(d, n);
  cudaDeviceSynchronize();
  printf("%.1f %.1f\n", h[1], h[126]);
  cudaFreeHost(h);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1.0 126.0
// expect-exit: 1
// expect-report: ^race-mapped-blocks\.cu:12:11: error: data race on host memory: write of 4 bytes at offset 252 of an allocation of 512 bytes allocated at race-mapped-blocks\.cu:18:3 conflicts with an earlier read$
// expect-report: ^race-mapped-blocks\.cu:8:28: note: previous read by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-mapped-blocks\.cu:12:11: note: write by thread \(63,0,0\) of block \(0,0,0\) \(warp 1, lane 31\)$
// The other end of the halo: block 1's thread 0 overwrites data[64], which block 0's thread 63
// read; two threads of block 1 read it too, and keeping only the latest two readers lost it.
// expect-report: ^race-mapped-blocks\.cu:12:11: error: data race on host memory: write of 4 bytes at offset 256 of an allocation of 512 bytes allocated at race-mapped-blocks\.cu:18:3 conflicts with an earlier read$
// expect-report: ^race-mapped-blocks\.cu:9:33: note: previous read by thread \(63,0,0\) of block \(0,0,0\) \(warp 1, lane 31\)$
// expect-report: ^race-mapped-blocks\.cu:12:11: note: write by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\)$
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)$
