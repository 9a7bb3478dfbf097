// Main launches a kernel, then polls, under a mutex, for a flag that a helper thread sets once
// its host-side work is done, and only then synchronises with the device. The polling loop waits
// for another host thread, not for the device: it is no forward-progress problem, whatever the
// pending kernel does.
#include <stdio.h>
#include <pthread.h>
#include <cuda_runtime.h>

__global__ void square(int *v)
{
  v[threadIdx.x] = threadIdx.x * threadIdx.x;
}

static int prepared = 0;
static long checksum = 0;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *prepare(void *arg)
{
  (void) arg;
  long s = 0;
  for (int i = 0; i < 2000; i++)
    s += i;
  pthread_mutex_lock(&m);
  checksum = s;
  prepared = 1;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void)
{
  int *d, h[32];
  cudaMalloc(&d, sizeof h);
  square<<<1, 32>>>(d);
  pthread_t helper;
  pthread_create(&helper, NULL, prepare, NULL);
  int ready = 0;
  while (!ready) {
    pthread_mutex_lock(&m);
    ready = prepared;
    pthread_mutex_unlock(&m);
  }
  pthread_join(helper, NULL);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("checksum %ld, h[31] = %d\n", checksum, h[31]);
  cudaFree(d);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: checksum 1999000, h[31] = 961
