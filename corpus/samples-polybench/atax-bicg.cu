/* corpus/samples-polybench/atax-bicg.cu: PolyBench/GPU's ATAX and BICG as the suite writes them:
 * DATA_TYPE and size macros, the arrays initialised by formulas with M_PI, rtclock() from
 * gettimeofday, GPU_argv_init() with cudaGetDeviceProperties and cudaSetDevice, one kernel per
 * loop nest (a thread per row, then a thread per column), the CPU version of each nest, and
 * compareResults() counting the values whose percentDiff exceeds the threshold. Timings are
 * measured and not printed. */
/* SPDX-License-Identifier: MIT */
#include <unistd.h>
#include <stdio.h>
#include <time.h>
#include <sys/time.h>
#include <stdlib.h>
#include <stdarg.h>
#include <string.h>
#include <math.h>
#include <cuda.h>

#define PERCENT_DIFF_ERROR_THRESHOLD 0.5
#define GPU_DEVICE 0
#define NX 96
#define NY 128
#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 1
#ifndef M_PI
#define M_PI 3.14159
#endif
typedef float DATA_TYPE;

static double rtclock()
{
  struct timezone Tzp;
  struct timeval Tp;
  int stat = gettimeofday(&Tp, &Tzp);
  if (stat != 0) printf("Error return from gettimeofday: %d", stat);
  return (Tp.tv_sec + Tp.tv_usec * 1.0e-6);
}

static float absVal(float a)
{
  if (a < 0) return (a * -1);
  return a;
}

static float percentDiff(double val1, double val2)
{
  if ((absVal(val1) < 0.01) && (absVal(val2) < 0.01)) return 0.0f;
  return 100.0f * (absVal(absVal(val1 - val2) / absVal(val1 + 0.00000001f)));
}

void init_array(DATA_TYPE *x, DATA_TYPE *A)
{
  int i, j;
  for (i = 0; i < NY; i++) /* the suite's loop runs to NX, which is NY there */
    x[i] = i * M_PI;
  for (i = 0; i < NX; i++)
    for (j = 0; j < NY; j++) A[i * NY + j] = ((DATA_TYPE)i * (j)) / NX;
}

int compareResults(DATA_TYPE *z, DATA_TYPE *z_outputFromGpu, int n)
{
  int i, fail = 0;
  for (i = 0; i < n; i++)
    if (percentDiff(z[i], z_outputFromGpu[i]) > PERCENT_DIFF_ERROR_THRESHOLD) fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n", PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

void GPU_argv_init()
{
  cudaDeviceProp deviceProp;
  cudaGetDeviceProperties(&deviceProp, GPU_DEVICE);
  printf("setting device %d with name %s\n", GPU_DEVICE, deviceProp.name);
  cudaSetDevice(GPU_DEVICE);
}

__global__ void atax_kernel1(DATA_TYPE *A, DATA_TYPE *x, DATA_TYPE *tmp)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < NX) {
    int j;
    for (j = 0; j < NY; j++) tmp[i] += A[i * NY + j] * x[j];
  }
}

__global__ void atax_kernel2(DATA_TYPE *A, DATA_TYPE *y, DATA_TYPE *tmp)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < NY) {
    int i;
    for (i = 0; i < NX; i++) y[j] += A[i * NY + j] * tmp[i];
  }
}

__global__ void bicg_kernel1(DATA_TYPE *A, DATA_TYPE *r, DATA_TYPE *s)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < NY) {
    s[j] = 0.0f;
    for (int i = 0; i < NX; i++) s[j] += A[i * NY + j] * r[i];
  }
}

void atax_cpu(DATA_TYPE *A, DATA_TYPE *x, DATA_TYPE *y, DATA_TYPE *tmp)
{
  int i, j;
  for (i = 0; i < NY; i++) y[i] = 0;
  for (i = 0; i < NX; i++) {
    tmp[i] = 0;
    for (j = 0; j < NY; j++) tmp[i] = tmp[i] + A[i * NY + j] * x[j];
    for (j = 0; j < NY; j++) y[j] = y[j] + A[i * NY + j] * tmp[i];
  }
}

int main(int argc, char **argv)
{
  double t_start, t_end;
  DATA_TYPE *A = (DATA_TYPE *)malloc(NX * NY * sizeof(DATA_TYPE));
  DATA_TYPE *x = (DATA_TYPE *)malloc(NY * sizeof(DATA_TYPE));
  DATA_TYPE *y = (DATA_TYPE *)malloc(NY * sizeof(DATA_TYPE));
  DATA_TYPE *y_outputFromGpu = (DATA_TYPE *)malloc(NY * sizeof(DATA_TYPE));
  DATA_TYPE *tmp = (DATA_TYPE *)malloc(NX * sizeof(DATA_TYPE));
  DATA_TYPE *s_gpu = (DATA_TYPE *)malloc(NY * sizeof(DATA_TYPE));
  init_array(x, A);
  GPU_argv_init();

  DATA_TYPE *A_gpu, *x_gpu, *y_gpu, *tmp_gpu, *s_dev;
  cudaMalloc((void **)&A_gpu, sizeof(DATA_TYPE) * NX * NY);
  cudaMalloc((void **)&x_gpu, sizeof(DATA_TYPE) * NY);
  cudaMalloc((void **)&y_gpu, sizeof(DATA_TYPE) * NY);
  cudaMalloc((void **)&tmp_gpu, sizeof(DATA_TYPE) * NX);
  cudaMalloc((void **)&s_dev, sizeof(DATA_TYPE) * NY);
  cudaMemcpy(A_gpu, A, sizeof(DATA_TYPE) * NX * NY, cudaMemcpyHostToDevice);
  cudaMemcpy(x_gpu, x, sizeof(DATA_TYPE) * NY, cudaMemcpyHostToDevice);
  cudaMemset(y_gpu, 0, sizeof(DATA_TYPE) * NY);
  cudaMemset(tmp_gpu, 0, sizeof(DATA_TYPE) * NX);

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid1((size_t)(ceil(((float)NX) / ((float)block.x))), 1);
  dim3 grid2((size_t)(ceil(((float)NY) / ((float)block.x))), 1);
  t_start = rtclock();
  atax_kernel1<<<grid1, block>>>(A_gpu, x_gpu, tmp_gpu);
  cudaDeviceSynchronize();
  atax_kernel2<<<grid2, block>>>(A_gpu, y_gpu, tmp_gpu);
  cudaDeviceSynchronize();
  t_end = rtclock();
  cudaMemcpy(y_outputFromGpu, y_gpu, sizeof(DATA_TYPE) * NY, cudaMemcpyDeviceToHost);
  printf("GPU Runtime measured: %s\n", t_end - t_start >= 0 ? "yes" : "no");

  t_start = rtclock();
  atax_cpu(A, x, y, tmp);
  t_end = rtclock();
  printf("CPU Runtime measured: %s\n", t_end - t_start >= 0 ? "yes" : "no");
  int fails = compareResults(y, y_outputFromGpu, NY);

  /* BICG's s = A^T r with r = tmp from the CPU */
  cudaMemcpy(tmp_gpu, tmp, sizeof(DATA_TYPE) * NX, cudaMemcpyHostToDevice);
  bicg_kernel1<<<grid2, block>>>(A_gpu, tmp_gpu, s_dev);
  cudaMemcpy(s_gpu, s_dev, sizeof(DATA_TYPE) * NY, cudaMemcpyDeviceToHost);
  fails += compareResults(y, s_gpu, NY);
  printf("y[1] %.6e y[%d] %.6e\n", y[1], NY - 1, y[NY - 1]);

  free(A); free(x); free(y); free(y_outputFromGpu); free(tmp); free(s_gpu);
  cudaFree(A_gpu); cudaFree(x_gpu); cudaFree(y_gpu); cudaFree(tmp_gpu); cudaFree(s_dev);
  return fails != 0;
}
// expect: setting device 0 with name cudak sm_52 (GeForce GTX 980 model)
// expect: GPU Runtime measured: yes
// expect: CPU Runtime measured: yes
// expect: Non-Matching CPU-GPU Outputs Beyond Error Threshold of 0.50 Percent: 0
// expect: Non-Matching CPU-GPU Outputs Beyond Error Threshold of 0.50 Percent: 0
// expect: y[1] 6.837336e+07 y[127] 8.683419e+09
