// Main launches a kernel over a managed histogram and, before synchronising, starts a helper
// thread that resets one bin: nothing orders the helper's write with the kernel, which may still
// be running. The report names the host thread and the GPU thread.
#include <stdio.h>
#include <pthread.h>
#include <cuda_runtime.h>

#define BINS 32

__global__ void bump(int *bins)
{
  bins[threadIdx.x] += 1;
}

static int *bins;

static void *reset_bin(void *arg)
{
  int b = *(int *) arg;
  bins[b] = 0;
  return NULL;
}

int main(void)
{
  cudaMallocManaged(&bins, BINS * sizeof(int));
  for (int i = 0; i < BINS; i++)
    bins[i] = i;
  bump<<<1, BINS>>>(bins);
  int which = 3;
  pthread_t helper;
  pthread_create(&helper, NULL, reset_bin, &which);
  pthread_join(helper, NULL);
  cudaDeviceSynchronize();
  printf("bins[3] = %d, bins[4] = %d\n", bins[3], bins[4]);
  cudaFree(bins);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: bins[3] = 1, bins[4] = 5
// expect-exit: 1
// expect-report: ^race-thread-kernel\.cu:12:21: error: data race on managed memory: read of 4 bytes at offset 12 of an allocation of 128 bytes allocated at race-thread-kernel\.cu:26:3 conflicts with an earlier write
// expect-report: ^race-thread-kernel\.cu:20:11: note: previous write by host thread 2 \(start routine 'reset_bin'\)
// expect-report: ^race-thread-kernel\.cu:12:21: note: read by thread \(3,0,0\) of block \(0,0,0\) \(warp 0, lane 3\)
// expect-report: ^race-thread-kernel\.cu:12:21: error: data race on managed memory: write of 4 bytes at offset 12 of an allocation of 128 bytes allocated at race-thread-kernel\.cu:26:3 conflicts with an earlier write
// expect-report: ^race-thread-kernel\.cu:20:11: note: previous write by host thread 2 \(start routine 'reset_bin'\)
// expect-report: ^race-thread-kernel\.cu:12:21: note: write by thread \(3,0,0\) of block \(0,0,0\) \(warp 0, lane 3\); the values differ
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)
