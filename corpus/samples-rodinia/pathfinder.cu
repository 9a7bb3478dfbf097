// corpus/samples-rodinia/pathfinder.cu: Rodinia's PathFinder as the suite writes it: `pathfinder
// cols rows pyramid_height` from argv, a wall of random weights (srand(M_SEED)), one kernel that
// advances the minimum-cost row pyramid_height rows per launch in shared memory with a halo that
// shrinks each step (the ping-pong of two device rows chosen by src/dst indices on the host),
// and the result compared with the host's row-by-row dynamic program.
// run-args: 300 40 8
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <assert.h>

#define BLOCK_SIZE 64
#define STR_SIZE 256
#define DEVICE 0
#define HALO 1
#define M_SEED 9
#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))
#define CLAMP_RANGE(x, min, max) x = (x < (min)) ? min : ((x > (max)) ? max : x)
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

int rows, cols;
int *data;
int **wall;
int *result;
int pyramid_height;

void init(int argc, char **argv)
{
  if (argc == 4) {
    cols = atoi(argv[1]);
    rows = atoi(argv[2]);
    pyramid_height = atoi(argv[3]);
  } else {
    printf("Usage: dynproc row_len col_len pyramid_height\n");
    exit(0);
  }
  data = new int[rows * cols];
  wall = new int *[rows];
  for (int n = 0; n < rows; n++) wall[n] = data + cols * n;
  result = new int[cols];
  int seed = M_SEED;
  srand(seed);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      wall[i][j] = rand() % 10;
}

__global__ void dynproc_kernel(int iteration, int *gpuWall, int *gpuSrc, int *gpuResults, int cols,
                               int rows, int startStep, int border)
{
  __shared__ int prev[BLOCK_SIZE];
  __shared__ int result[BLOCK_SIZE];
  int bx = blockIdx.x;
  int tx = threadIdx.x;
  int small_block_cols = BLOCK_SIZE - iteration * HALO * 2;
  int blkX = small_block_cols * bx - border;
  int blkXmax = blkX + BLOCK_SIZE - 1;
  int xidx = blkX + tx;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkXmax > cols - 1) ? BLOCK_SIZE - 1 - (blkXmax - cols + 1) : BLOCK_SIZE - 1;
  int W = tx - 1;
  int E = tx + 1;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;
  bool isValid = IN_RANGE(tx, validXmin, validXmax);
  if (IN_RANGE(xidx, 0, cols - 1)) prev[tx] = gpuSrc[xidx];
  __syncthreads();
  bool computed;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && isValid) {
      computed = true;
      int left = prev[W];
      int up = prev[tx];
      int right = prev[E];
      int shortest = MIN(left, up);
      shortest = MIN(shortest, right);
      int index = cols * (startStep + i) + xidx;
      result[tx] = shortest + gpuWall[index];
    }
    __syncthreads();
    if (i == iteration - 1) break;
    if (computed) prev[tx] = result[tx];
    __syncthreads();
  }
  if (computed) gpuResults[xidx] = result[tx];
}

int calc_path(int *gpuWall, int *gpuResult[2], int rows, int cols, int pyramid_height,
              int blockCols, int borderCols)
{
  dim3 dimBlock(BLOCK_SIZE);
  dim3 dimGrid(blockCols);
  int src = 1, dst = 0;
  for (int t = 0; t < rows - 1; t += pyramid_height) {
    int temp = src;
    src = dst;
    dst = temp;
    dynproc_kernel<<<dimGrid, dimBlock>>>(MIN(pyramid_height, rows - t - 1), gpuWall, gpuResult[src],
                                          gpuResult[dst], cols, rows, t, borderCols);
  }
  return dst;
}

int main(int argc, char **argv)
{
  init(argc, argv);
  int borderCols = (pyramid_height)*HALO;
  int smallBlockCol = BLOCK_SIZE - (pyramid_height)*HALO * 2;
  int blockCols = cols / smallBlockCol + ((cols % smallBlockCol == 0) ? 0 : 1);
  printf("pyramidHeight: %d\ngridSize: [%d]\nborder:[%d]\nblockSize: %d\nblockGrid:[%d]\ntargetBlock:[%d]\n",
         pyramid_height, cols, borderCols, BLOCK_SIZE, blockCols, smallBlockCol);

  int *gpuWall, *gpuResult[2];
  int size = rows * cols;
  cudaMalloc((void **)&gpuResult[0], sizeof(int) * cols);
  cudaMalloc((void **)&gpuResult[1], sizeof(int) * cols);
  cudaMemcpy(gpuResult[0], data, sizeof(int) * cols, cudaMemcpyHostToDevice);
  cudaMalloc((void **)&gpuWall, sizeof(int) * (size - cols));
  cudaMemcpy(gpuWall, data + cols, sizeof(int) * (size - cols), cudaMemcpyHostToDevice);
  int final_ret = calc_path(gpuWall, gpuResult, rows, cols, pyramid_height, blockCols, borderCols);
  cudaMemcpy(result, gpuResult[final_ret], sizeof(int) * cols, cudaMemcpyDeviceToHost);

  /* host: row by row */
  int *row = new int[cols], *next = new int[cols];
  for (int j = 0; j < cols; j++) row[j] = wall[0][j];
  for (int i = 1; i < rows; i++) {
    for (int j = 0; j < cols; j++) {
      int m = row[j];
      if (j > 0) m = MIN(m, row[j - 1]);
      if (j < cols - 1) m = MIN(m, row[j + 1]);
      next[j] = m + wall[i][j];
    }
    int *t = row; row = next; next = t;
  }
  int bad = 0, best = result[0];
  for (int j = 0; j < cols; j++) {
    bad += row[j] != result[j];
    best = MIN(best, result[j]);
  }
  for (int i = 0; i < cols; i += 60) printf("%d ", result[i]);
  printf("\nshortest path %d, %d differences from the host\n", best, bad);

  cudaFree(gpuWall);
  cudaFree(gpuResult[0]);
  cudaFree(gpuResult[1]);
  delete[] data;
  delete[] wall;
  delete[] result;
  delete[] row;
  delete[] next;
  return 0;
}
// expect: pyramidHeight: 8
// expect: gridSize: [300]
// expect: border:[8]
// expect: blockSize: 64
// expect: blockGrid:[7]
// expect: targetBlock:[48]
// expect: 82 67 62 50 79 
// expect: shortest path 43, 0 differences from the host
