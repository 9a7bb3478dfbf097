// One uninitialised read in each of 100 blocks and one race: the uninitialised read of the
// same statement and variable folds into one report with a count, whatever block read it, and
// the race is printed too — the print limit counts each kind alone (issue 23, defect 3).
// ok-fold-blocks.cu is the fixed program.
#include <stdio.h>

#define TILE 32

__global__ void shift_tiles(const int *in, int *out, int *last_block) {
  __shared__ int tile[TILE];
  int t = threadIdx.x;
  int i = blockIdx.x * TILE + t;
  if (t > 0)                      // bug: element 0 of the tile is never loaded
    tile[t] = in[i];
  __syncthreads();
  out[i] = tile[(t + TILE - 1) % TILE];
  if (t == 0)
    *last_block = blockIdx.x;     // bug: every block writes it, unordered
}

int main(void) {
  const int blocks = 100, n = blocks * TILE;
  int *h = (int *) malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    h[i] = i;
  int *in, *out, *last;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  cudaMalloc(&last, sizeof(int));
  cudaMemcpy(in, h, n * sizeof(int), cudaMemcpyHostToDevice);
  shift_tiles<<<blocks, TILE>>>(in, out, last);
  cudaMemcpy(h, out, n * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[2], h[n - 1]);
  cudaFree(in);
  cudaFree(out);
  cudaFree(last);
  free(h);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1 3198
// expect-exit: 1
// expect-report: ^report-fold-blocks\.cu:16:16: error: uninitialized read of 4 bytes in shared memory at offset 0 of 'tile' \(128 bytes\)
// expect-report: ^report-fold-blocks\.cu:16:16: note: read by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\)
// expect-report: ^report-fold-blocks\.cu:10:18: note: 'tile' \(128 bytes\) declared here
// expect-report: ^report-fold-blocks\.cu:18:17: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at report-fold-blocks\.cu:29:3 conflicts with an earlier write
// expect-report: ^report-fold-blocks\.cu:18:17: note: previous write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)
// expect-report: ^report-fold-blocks\.cu:18:17: note: write by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\); the values differ
// expect-report: ^report-fold-blocks\.cu:16:16: note: uninitialized-read reported 100 times \(99 repeats folded\)
// expect-report: ^report-fold-blocks\.cu:18:17: note: data-race reported 99 times \(98 repeats folded\)
// expect-report: ^cudak: 2 errors, 0 warnings; 197 repeats folded \(seed 0\)
