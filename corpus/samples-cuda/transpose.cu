// corpus/samples-cuda/transpose.cu: the transpose sample's kernels (copy, naive, coalesced through a
// shared tile, the tile padded against bank conflicts, diagonal block reordering) selected
// through an array of kernel pointers with their names, each launched with TILE_DIM x BLOCK_ROWS
// threads and checked against a host transpose.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>

#define TILE_DIM 16
#define BLOCK_ROWS 4

__global__ void copy(float *odata, const float *idata, int width, int height)
{
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index = xIndex + width * yIndex;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    odata[index + i * width] = idata[index + i * width];
}

__global__ void transposeNaive(float *odata, const float *idata, int width, int height)
{
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + width * yIndex;
  int index_out = yIndex + height * xIndex;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    odata[index_out + i] = idata[index_in + i * width];
}

__global__ void transposeCoalesced(float *odata, const float *idata, int width, int height)
{
  __shared__ float tile[TILE_DIM][TILE_DIM];
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + (yIndex)*width;
  xIndex = blockIdx.y * TILE_DIM + threadIdx.x;
  yIndex = blockIdx.x * TILE_DIM + threadIdx.y;
  int index_out = xIndex + (yIndex)*height;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    tile[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];
  __syncthreads();
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    odata[index_out + i * height] = tile[threadIdx.x][threadIdx.y + i];
}

__global__ void transposeNoBankConflicts(float *odata, const float *idata, int width, int height)
{
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + (yIndex)*width;
  xIndex = blockIdx.y * TILE_DIM + threadIdx.x;
  yIndex = blockIdx.x * TILE_DIM + threadIdx.y;
  int index_out = xIndex + (yIndex)*height;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    tile[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];
  __syncthreads();
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    odata[index_out + i * height] = tile[threadIdx.x][threadIdx.y + i];
}

__global__ void transposeDiagonal(float *odata, const float *idata, int width, int height)
{
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int blockIdx_x, blockIdx_y;
  if (width == height) {
    blockIdx_y = blockIdx.x;
    blockIdx_x = (blockIdx.x + blockIdx.y) % gridDim.x;
  } else {
    int bid = blockIdx.x + gridDim.x * blockIdx.y;
    blockIdx_y = bid % gridDim.y;
    blockIdx_x = ((bid / gridDim.y) + blockIdx_y) % gridDim.x;
  }
  int xIndex = blockIdx_x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx_y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + (yIndex)*width;
  xIndex = blockIdx_y * TILE_DIM + threadIdx.x;
  yIndex = blockIdx_x * TILE_DIM + threadIdx.y;
  int index_out = xIndex + (yIndex)*height;
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    tile[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];
  __syncthreads();
  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS)
    odata[index_out + i * height] = tile[threadIdx.x][threadIdx.y + i];
}

typedef void (*kernel_t)(float *, const float *, int, int);

int main(int argc, char **argv)
{
  const int size_x = 64, size_y = 48;
  const int mem_size = sizeof(float) * size_x * size_y;
  dim3 grid(size_x / TILE_DIM, size_y / TILE_DIM), threads(TILE_DIM, BLOCK_ROWS);
  float *h_idata = (float *)malloc(mem_size);
  float *h_odata = (float *)malloc(mem_size);
  float *transposeGold = (float *)malloc(mem_size);
  float *d_idata, *d_odata;
  cudaMalloc((void **)&d_idata, mem_size);
  cudaMalloc((void **)&d_odata, mem_size);
  for (int i = 0; i < size_x * size_y; ++i) h_idata[i] = (float)i;
  cudaMemcpy(d_idata, h_idata, mem_size, cudaMemcpyHostToDevice);
  for (int y = 0; y < size_y; ++y)
    for (int x = 0; x < size_x; ++x)
      transposeGold[(x * size_y) + y] = h_idata[(y * size_x) + x];

  kernel_t kernels[] = { &copy, &transposeNaive, &transposeCoalesced, transposeNoBankConflicts,
                         transposeDiagonal };
  const char *names[] = { "simple copy       ", "naive             ", "coalesced         ",
                          "optimized         ", "diagonal          " };
  bool success = true;
  for (int k = 0; k < (int)(sizeof(kernels) / sizeof(kernels[0])); k++) {
    cudaMemset(d_odata, 0, mem_size);
    kernels[k]<<<grid, threads>>>(d_odata, d_idata, size_x, size_y);
    cudaMemcpy(h_odata, d_odata, mem_size, cudaMemcpyDeviceToHost);
    const float *gold = k == 0 ? h_idata : transposeGold;
    bool res = memcmp(gold, h_odata, mem_size) == 0;
    if (!res) success = false;
    printf("transpose %s%s, out[1] = %g\n", names[k], res ? "PASSED" : "FAILED", h_odata[1]);
  }
  free(h_idata); free(h_odata); free(transposeGold);
  cudaFree(d_idata); cudaFree(d_odata);
  printf("%s\n", success ? "Test passed" : "Test failed");
  return success ? 0 : 1;
}
// expect: transpose simple copy       PASSED, out[1] = 1
// expect: transpose naive             PASSED, out[1] = 64
// expect: transpose coalesced         PASSED, out[1] = 64
// expect: transpose optimized         PASSED, out[1] = 64
// expect: transpose diagonal          PASSED, out[1] = 64
// expect: Test passed
