// A kernel spins on a flag in mapped host memory that a helper host thread sets, while main
// waits in cudaDeviceSynchronize: the other host threads go on while one waits in a CUDA call,
// so the helper releases the kernel (volatile accesses between the host and the device are the
// relaxed atomics of seed 003, no race).
#include <stdio.h>
#include <pthread.h>
#include <cuda_runtime.h>
__global__ void wait_for_host(volatile int *flag, int *out)
{
  while (*flag == 0)
    ;
  *out = *flag * 2;
}
static volatile int *flag;
static void *releaser(void *arg)
{
  (void) arg;
  long s = 0;
  for (int i = 0; i < 100; i++) s += i;
  *flag = (int) (s / 100);
  return NULL;
}
int main(void)
{
  int *h_flag, *out, result = 0;
  cudaHostAlloc(&h_flag, sizeof(int), cudaHostAllocMapped);
  *h_flag = 0;
  flag = h_flag;
  int *d_flag;
  cudaHostGetDevicePointer(&d_flag, h_flag, 0);
  cudaMalloc(&out, sizeof(int));
  wait_for_host<<<1, 1>>>(d_flag, out);
  pthread_t t;
  pthread_create(&t, NULL, releaser, NULL);
  cudaError_t err = cudaDeviceSynchronize();
  pthread_join(t, NULL);
  cudaMemcpy(&result, out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s, result %d\n", cudaGetErrorString(err), result);
  cudaFree(out);
  cudaFreeHost(h_flag);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: no error, result 98
