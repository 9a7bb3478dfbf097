// corpus/simt/cf-block-2d.cu: a 3x2 grid of 8x5 blocks (40 threads: a warp is not a row),
// branching on x, on y and on both, with a loop bounded by the row.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define BX 8
#define BY 5
#define GX 3
#define GY 2
#define W (GX * BX)
#define H (GY * BY)

__global__ void grid2d(int *out)
{
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int r = 0;
  if (threadIdx.x < threadIdx.y) {
    r = 1;
  } else if (threadIdx.x == threadIdx.y) {
    for (int i = 0; i <= y; i++)
      if (i % 2)
        r += i;
  } else {
    int k = x;
    while (k > y) {
      k -= y + 1;
      r++;
    }
  }
  if ((x ^ y) & 4)
    r = -r;
  out[y * W + x] = r;
}

int main(void)
{
  int h[W * H], *d;
  cudaMalloc(&d, sizeof h);
  grid2d<<<dim3(GX, GY), dim3(BX, BY)>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int y = 0; y < H; y++) {
    printf("row %d:", y);
    for (int x = 0; x < W; x++)
      printf(" %d", h[y * W + x]);
    printf("\n");
  }
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: row 0: 0 1 2 3 -4 -5 -6 -7 0 9 10 11 -12 -13 -14 -15 0 17 18 19 -20 -21 -22 -23
// expect: row 1: 1 1 1 1 -2 -2 -3 -3 1 1 5 5 -6 -6 -7 -7 1 1 9 9 -10 -10 -11 -11
// expect: row 2: 1 1 1 1 -1 -1 -2 -2 1 1 1 3 -4 -4 -4 -5 1 1 1 6 -6 -7 -7 -7
// expect: row 3: 1 1 1 4 -1 -1 -1 -1 1 1 1 4 -3 -3 -3 -3 1 1 1 4 -5 -5 -5 -5
// expect: row 4: -1 -1 -1 -1 4 1 1 1 -1 -1 -1 -1 4 2 2 3 -1 -1 -1 -1 4 4 4 4
// expect: row 5: -9 0 0 0 0 0 1 1 -9 -1 -1 -1 2 2 2 2 -9 -2 -3 -3 3 3 3 3
// expect: row 6: -1 -9 0 0 0 0 0 1 -1 -9 -1 -1 1 1 2 2 -1 -9 -2 -2 2 3 3 3
// expect: row 7: -1 -1 -16 0 0 0 0 0 -1 -1 -16 -1 1 1 1 1 -1 -1 -16 -2 2 2 2 2
// expect: row 8: 1 1 1 16 0 0 0 0 1 1 1 16 -1 -1 -1 -1 1 1 1 16 -2 -2 -2 -2
// expect: row 9: 1 1 1 1 -25 0 0 0 1 1 1 1 -25 -1 -1 -1 1 1 1 1 -25 -2 -2 -2
