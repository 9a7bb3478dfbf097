// Two host threads each drive their own stream: copy in, launch a kernel, copy out and
// synchronise the stream, as a multi-threaded host does to keep one GPU busy.
#include <stdio.h>
#include <pthread.h>
#include <cuda_runtime.h>

#define N 1024

__global__ void saxpy(int n, float a, const float *x, float *y)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

typedef struct {
  float a;
  float *h_x, *h_y;
  cudaError_t err;
} Job;

static void *run_job(void *arg)
{
  Job *job = (Job *) arg;
  cudaStream_t stream;
  float *d_x, *d_y;
  cudaStreamCreate(&stream);
  cudaMalloc(&d_x, N * sizeof(float));
  cudaMalloc(&d_y, N * sizeof(float));
  cudaMemcpyAsync(d_x, job->h_x, N * sizeof(float), cudaMemcpyHostToDevice, stream);
  cudaMemcpyAsync(d_y, job->h_y, N * sizeof(float), cudaMemcpyHostToDevice, stream);
  saxpy<<<(N + 255) / 256, 256, 0, stream>>>(N, job->a, d_x, d_y);
  cudaMemcpyAsync(job->h_y, d_y, N * sizeof(float), cudaMemcpyDeviceToHost, stream);
  job->err = cudaStreamSynchronize(stream);
  cudaFree(d_x);
  cudaFree(d_y);
  cudaStreamDestroy(stream);
  return NULL;
}

int main(void)
{
  static float x[2][N], y[2][N];
  Job jobs[2];
  pthread_t threads[2];
  for (int t = 0; t < 2; t++) {
    for (int i = 0; i < N; i++) {
      x[t][i] = (float) i;
      y[t][i] = 1.0f;
    }
    jobs[t].a = (float) (t + 2);
    jobs[t].h_x = x[t];
    jobs[t].h_y = y[t];
    pthread_create(&threads[t], NULL, run_job, &jobs[t]);
  }
  for (int t = 0; t < 2; t++)
    pthread_join(threads[t], NULL);
  for (int t = 0; t < 2; t++)
    printf("job %d (a = %.0f): %s, y[1] = %.0f, y[%d] = %.0f\n", t, jobs[t].a,
           cudaGetErrorString(jobs[t].err), y[t][1], N - 1, y[t][N - 1]);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: job 0 (a = 2): no error, y[1] = 3, y[1023] = 2047
// expect: job 1 (a = 3): no error, y[1] = 4, y[1023] = 3070
