// corpus/simt/cf-block-3d.cu: 3D blocks of 4x3x3 threads (36: two warps, the second
// underpopulated) in a 2x1x2 grid, with loops and switches on the three coordinates.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define BX 4
#define BY 3
#define BZ 3
#define GX 2
#define GZ 2
#define NPB (BX * BY * BZ)

__global__ void grid3d(int *out)
{
  int b = blockIdx.z * gridDim.x + blockIdx.x;
  int l = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  int r = 0;
  for (int i = 0; i < (int) (threadIdx.x + threadIdx.y + threadIdx.z); i++) {
    switch ((i + threadIdx.z) % 3) {
    case 0:
      r += 1;
      break;
    case 1:
      if (threadIdx.y == 2)
        continue;
      r += 10;
      break;
    default:
      r += 100 * blockIdx.z;
    }
    if (r > 150 + blockIdx.x * 50)
      break;
  }
  out[b * NPB + l] = r;
}

int main(void)
{
  int h[GX * GZ * NPB], *d;
  cudaMalloc(&d, sizeof h);
  grid3d<<<dim3(GX, 1, GZ), dim3(BX, BY, BZ)>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int b = 0; b < GX * GZ; b++)
    for (int z = 0; z < BZ; z++)
      for (int y = 0; y < BY; y++) {
        printf("block %d z %d y %d:", b, z, y);
        for (int x = 0; x < BX; x++)
          printf(" %d", h[b * NPB + (z * BY + y) * BX + x]);
        printf("\n");
      }
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: block 0 z 0 y 0: 0 1 11 11
// expect: block 0 z 0 y 1: 1 11 11 12
// expect: block 0 z 0 y 2: 1 1 2 2
// expect: block 0 z 1 y 0: 10 10 11 21
// expect: block 0 z 1 y 1: 10 11 21 21
// expect: block 0 z 1 y 2: 1 1 1 2
// expect: block 0 z 2 y 0: 1 11 11 12
// expect: block 0 z 2 y 1: 11 11 12 22
// expect: block 0 z 2 y 2: 1 2 2 2
// expect: block 1 z 0 y 0: 0 1 11 11
// expect: block 1 z 0 y 1: 1 11 11 12
// expect: block 1 z 0 y 2: 1 1 2 2
// expect: block 1 z 1 y 0: 10 10 11 21
// expect: block 1 z 1 y 1: 10 11 21 21
// expect: block 1 z 1 y 2: 1 1 1 2
// expect: block 1 z 2 y 0: 1 11 11 12
// expect: block 1 z 2 y 1: 11 11 12 22
// expect: block 1 z 2 y 2: 1 2 2 2
// expect: block 2 z 0 y 0: 0 1 11 111
// expect: block 2 z 0 y 1: 1 11 111 112
// expect: block 2 z 0 y 2: 1 101 102 102
// expect: block 2 z 1 y 0: 10 110 111 121
// expect: block 2 z 1 y 1: 110 111 121 221
// expect: block 2 z 1 y 2: 101 101 201 201
// expect: block 2 z 2 y 0: 101 111 211 211
// expect: block 2 z 2 y 1: 111 211 211 211
// expect: block 2 z 2 y 2: 201 201 201 201
// expect: block 3 z 0 y 0: 0 1 11 111
// expect: block 3 z 0 y 1: 1 11 111 112
// expect: block 3 z 0 y 2: 1 101 102 102
// expect: block 3 z 1 y 0: 10 110 111 121
// expect: block 3 z 1 y 1: 110 111 121 221
// expect: block 3 z 1 y 2: 101 101 201 201
// expect: block 3 z 2 y 0: 101 111 211 211
// expect: block 3 z 2 y 1: 111 211 211 211
// expect: block 3 z 2 y 2: 201 201 201 201
