/* corpus/samples-course/student-c.cu: exercises as students write them in C style: a matrix as
 * an array of row pointers on the host flattened for the device, #define'd sizes, clock() timing
 * (not printed), a struct of arrays copied field by field, __device__ globals with
 * initialisers, float atomicAdd into one accumulator (the sum is of small integers, so the order
 * does not change it), __syncthreads_count and __syncthreads_or to count and detect, printf from
 * one thread of the kernel, a 2-D grid of dim3 with blockIdx.y, and integer division by zero
 * avoided by a guard the kernel tests. */
/* SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define ROWS 20
#define COLS 30
#define BLOCK 8

struct Particles {
  float *x;
  float *v;
  int n;
};

__device__ int d_calls = 0;
__device__ float d_gravity = -9.81f;
__device__ float d_total;

__global__ void scaleMatrix(float *m, int rows, int cols, float s)
{
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows && c < cols) {
    m[r * cols + c] *= s;
    atomicAdd(&d_total, m[r * cols + c]);
  }
  if (r == 0 && c == 0) atomicAdd(&d_calls, 1);
}

__global__ void step(struct Particles p, float dt)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int moving = 0;
  if (i < p.n) {
    p.v[i] += d_gravity * dt;
    p.x[i] += p.v[i] * dt;
    moving = p.x[i] > 0.0f;
  }
  int count = __syncthreads_count(moving);
  int any_below = __syncthreads_or(i < p.n && p.x[i] <= 0.0f);
  if (threadIdx.x == 0 && blockIdx.x == gridDim.x - 1) /* one block: blocks print in no fixed order */
    printf("block %d: %d above ground, some below: %s\n", blockIdx.x, count, any_below ? "yes" : "no");
}

int main(void)
{
  float **mat = (float **)malloc(ROWS * sizeof(float *));
  int i, j;
  for (i = 0; i < ROWS; i++) {
    mat[i] = (float *)malloc(COLS * sizeof(float));
    for (j = 0; j < COLS; j++) mat[i][j] = (float)((i + j) % 4);
  }
  float *flat = (float *)malloc(ROWS * COLS * sizeof(float));
  for (i = 0; i < ROWS; i++)
    for (j = 0; j < COLS; j++) flat[i * COLS + j] = mat[i][j];
  float *d_m;
  cudaMalloc((void **)&d_m, ROWS * COLS * sizeof(float));
  cudaMemcpy(d_m, flat, ROWS * COLS * sizeof(float), cudaMemcpyHostToDevice);
  float zero = 0;
  cudaMemcpyToSymbol(d_total, &zero, sizeof(float));

  clock_t t0 = clock();
  dim3 block(BLOCK, BLOCK);
  dim3 grid((COLS + BLOCK - 1) / BLOCK, (ROWS + BLOCK - 1) / BLOCK);
  scaleMatrix<<<grid, block>>>(d_m, ROWS, COLS, 2.0f);
  scaleMatrix<<<grid, block>>>(d_m, ROWS, COLS, 0.5f);
  cudaDeviceSynchronize();
  clock_t t1 = clock();
  double secs = (double)(t1 - t0) / CLOCKS_PER_SEC;

  cudaMemcpy(flat, d_m, ROWS * COLS * sizeof(float), cudaMemcpyDeviceToHost);
  float total;
  int calls;
  cudaMemcpyFromSymbol(&total, d_total, sizeof(float));
  cudaMemcpyFromSymbol(&calls, d_calls, sizeof(int));
  int same = 1;
  for (i = 0; i < ROWS; i++)
    for (j = 0; j < COLS; j++) same &= flat[i * COLS + j] == mat[i][j];
  printf("matrix back to its values: %s, total %.1f, %d launches%s\n", same ? "yes" : "no", total, calls,
         secs >= 0 ? "" : " (negative time)");

  struct Particles h, d;
  h.n = d.n = 100;
  h.x = (float *)malloc(h.n * sizeof(float));
  h.v = (float *)malloc(h.n * sizeof(float));
  for (i = 0; i < h.n; i++) {
    h.x[i] = (float)i * 0.5f;
    h.v[i] = 0;
  }
  cudaMalloc((void **)&d.x, d.n * sizeof(float));
  cudaMalloc((void **)&d.v, d.n * sizeof(float));
  cudaMemcpy(d.x, h.x, h.n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(d.v, h.v, h.n * sizeof(float), cudaMemcpyHostToDevice);
  step<<<1, 128>>>(d, 1.0f);
  cudaDeviceSynchronize();
  step<<<2, 64>>>(d, 1.0f);
  cudaDeviceSynchronize();
  cudaMemcpy(h.x, d.x, h.n * sizeof(float), cudaMemcpyDeviceToHost);
  printf("x[99] = %.2f, x[0] = %.2f\n", h.x[99], h.x[0]);

  for (i = 0; i < ROWS; i++) free(mat[i]);
  free(mat);
  free(flat);
  free(h.x);
  free(h.v);
  cudaFree(d_m);
  cudaFree(d.x);
  cudaFree(d.v);
  return 0;
}
// expect: matrix back to its values: yes, total 2700.0, 2 launches
// expect: block 0: 80 above ground, some below: yes
// expect: block 1: 36 above ground, some below: no
// expect: x[99] = 20.07, x[0] = -29.43
