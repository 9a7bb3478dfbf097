// Built with --default-stream per-thread, each host thread's stream 0 is its own
// cudaStreamPerThread: the two threads' launches and copies on the default stream are
// independent, and each thread's cudaStreamSynchronize(0) waits for its own work only.
#include <stdio.h>
#include <pthread.h>
#include <cuda_runtime.h>

#define N 256

__global__ void fill(int *out, int value)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    out[i] = value + i;
}

typedef struct {
  int value;
  int host[N];
  cudaError_t err;
} Work;

static void *worker(void *arg)
{
  Work *w = (Work *) arg;
  int *d;
  cudaMalloc(&d, N * sizeof(int));
  fill<<<N / 64, 64>>>(d, w->value);
  cudaMemcpyAsync(w->host, d, N * sizeof(int), cudaMemcpyDeviceToHost, 0);
  w->err = cudaStreamSynchronize(0);
  cudaFree(d);
  return NULL;
}

int main(void)
{
  static Work work[2];
  pthread_t t[2];
  for (int i = 0; i < 2; i++) {
    work[i].value = 1000 * (i + 1);
    pthread_create(&t[i], NULL, worker, &work[i]);
  }
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], NULL);
  for (int i = 0; i < 2; i++)
    printf("thread %d: %s, first %d, last %d\n", i, cudaGetErrorString(work[i].err),
           work[i].host[0], work[i].host[N - 1]);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// cudak-args: --default-stream per-thread
// nvcc-args: --default-stream per-thread
// expect: thread 0: no error, first 1000, last 1255
// expect: thread 1: no error, first 2000, last 2255
