// An uninitialised read of dynamic shared memory: the tile has a halo cell at each end, but only
// the interior is loaded, so the first and the last thread of each block average in a value
// nobody wrote. The read of each block is one report with a count (issue 23).
#include <stdio.h>
__global__ void blur(const int *in, int *out) {
  extern __shared__ int tile[];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  tile[t + 1] = in[i];
  __syncthreads();
  out[i] = (tile[t] + tile[t + 1] + tile[t + 2]) / 3;
}
int main(void) {
  int h[64], *din, *dout;
  for (int i = 0; i < 64; i++)
    h[i] = 3;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  blur<<<2, 32, 34 * sizeof(int)>>>(din, dout);
  cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[5]);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 3
// expect-exit: 1
// expect-report: ^mem-uninit-shared-dynamic\.cu:10:17: error: uninitialized read of 4 bytes in shared memory at offset 0 of 'tile'$
// expect-report: ^mem-uninit-shared-dynamic\.cu:10:17: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^mem-uninit-shared-dynamic\.cu:10:41: error: uninitialized read of 4 bytes in shared memory at offset 132 of 'tile'$
// expect-report: ^mem-uninit-shared-dynamic\.cu:10:41: note: read by thread \(31,0,0\) of block \(0,0,0\) \(warp 0, lane 31\)$
// expect-report: ^mem-uninit-shared-dynamic\.cu:10:17: note: uninitialized-read reported 2 times \(1 repeat folded\)$
// expect-report: ^mem-uninit-shared-dynamic\.cu:10:41: note: uninitialized-read reported 2 times \(1 repeat folded\)$
// expect-report: ^cudak: 2 errors, 0 warnings; 2 repeats folded \(seed 0\)$
