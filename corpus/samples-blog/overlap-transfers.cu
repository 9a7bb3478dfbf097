// corpus/samples-blog/overlap-transfers.cu: the NVIDIA blog's "How to Overlap Data Transfers in
// CUDA C/C++": a pinned host array (cudaMallocHost) processed sequentially, then in nStreams
// chunks with two asynchronous orderings (version 1: copy-kernel-copy per stream; version 2:
// all copies in, all kernels, all copies out), each timed with events (not printed) and checked
// with maxError; plus what such programs add: a host function after each chunk
// (cudaLaunchHostFunc) and a stream callback (cudaStreamAddCallback) recording per-stream
// progress, and a cudaEventQuery polling loop. The GPU's sinf/cosf/sqrtf may differ from the
// host's in the last bit, so only whether the error is below 1e-6 is printed. Expected output
// by hand.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <string.h>
#include <assert.h>
#include <math.h>

// Convenience function for checking CUDA runtime API results
// can be wrapped around any runtime API call. No-op in release builds.
inline cudaError_t checkCuda(cudaError_t result)
{
#if defined(DEBUG) || defined(_DEBUG)
  if (result != cudaSuccess) {
    fprintf(stderr, "CUDA Runtime Error: %s\n", cudaGetErrorString(result));
    assert(result == cudaSuccess);
  }
#endif
  return result;
}

__global__ void kernel(float *a, int offset)
{
  int i = offset + threadIdx.x + blockIdx.x * blockDim.x;
  float x = (float)i;
  float s = sinf(x);
  float c = cosf(x);
  a[i] = a[i] + sqrtf(s * s + c * c);
}

float maxError(float *a, int n)
{
  float maxE = 0;
  for (int i = 0; i < n; i++) {
    float error = fabs(a[i] - 1.0f);
    if (error > maxE) maxE = error;
  }
  return maxE;
}

struct Progress {
  int stream;
  int chunks;           // host functions run so far
  char log[64];
};

void CUDART_CB chunkDone(void *data)
{
  Progress *p = (Progress *)data;
  char step[8];
  snprintf(step, sizeof step, "%d", p->chunks++);
  strcat(p->log, step);
}

void CUDART_CB streamCallback(cudaStream_t stream, cudaError_t status, void *data)
{
  Progress *p = (Progress *)data;
  strcat(p->log, status == cudaSuccess ? "+" : "!");
  (void)stream;
}

int main(int argc, char **argv)
{
  const int blockSize = 256, nStreams = 4;
  const int n = 4 * 1024 * blockSize * nStreams / 64;
  const int streamSize = n / nStreams;
  const int streamBytes = streamSize * sizeof(float);
  const int bytes = n * sizeof(float);

  int devId = 0;
  if (argc > 1) devId = atoi(argv[1]);
  checkCuda(cudaSetDevice(devId));

  // allocate pinned host memory and device memory
  float *a, *d_a;
  checkCuda(cudaMallocHost((void **)&a, bytes));   // host pinned
  checkCuda(cudaMalloc((void **)&d_a, bytes));     // device

  float ms;   // elapsed time in milliseconds

  // create events and streams
  cudaEvent_t startEvent, stopEvent, dummyEvent;
  cudaStream_t stream[nStreams];
  checkCuda(cudaEventCreate(&startEvent));
  checkCuda(cudaEventCreate(&stopEvent));
  checkCuda(cudaEventCreate(&dummyEvent));
  for (int i = 0; i < nStreams; ++i)
    checkCuda(cudaStreamCreate(&stream[i]));

  // baseline case - sequential transfer and execute
  memset(a, 0, bytes);
  checkCuda(cudaEventRecord(startEvent, 0));
  checkCuda(cudaMemcpy(d_a, a, bytes, cudaMemcpyHostToDevice));
  kernel<<<n / blockSize, blockSize>>>(d_a, 0);
  checkCuda(cudaMemcpy(a, d_a, bytes, cudaMemcpyDeviceToHost));
  checkCuda(cudaEventRecord(stopEvent, 0));
  checkCuda(cudaEventSynchronize(stopEvent));
  checkCuda(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  printf("Time for sequential transfer and execute: %s\n", ms >= 0 ? "measured" : "negative?");
  printf("  max error below 1e-6: %s\n", maxError(a, n) < 1e-6f ? "yes" : "NO");

  // asynchronous version 1: loop over {copy, kernel, copy}
  Progress prog[nStreams];
  for (int i = 0; i < nStreams; ++i) { prog[i].stream = i; prog[i].chunks = 0; prog[i].log[0] = 0; }
  memset(a, 0, bytes);
  checkCuda(cudaEventRecord(startEvent, 0));
  for (int i = 0; i < nStreams; ++i) {
    int offset = i * streamSize;
    checkCuda(cudaMemcpyAsync(&d_a[offset], &a[offset], streamBytes, cudaMemcpyHostToDevice, stream[i]));
    kernel<<<streamSize / blockSize, blockSize, 0, stream[i]>>>(d_a, offset);
    checkCuda(cudaMemcpyAsync(&a[offset], &d_a[offset], streamBytes, cudaMemcpyDeviceToHost, stream[i]));
    checkCuda(cudaLaunchHostFunc(stream[i], chunkDone, &prog[i]));
  }
  checkCuda(cudaEventRecord(stopEvent, 0));
  checkCuda(cudaEventSynchronize(stopEvent));
  checkCuda(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  checkCuda(cudaDeviceSynchronize());
  printf("Time for asynchronous V1 transfer and execute: %s\n", ms >= 0 ? "measured" : "negative?");
  printf("  max error below 1e-6: %s\n", maxError(a, n) < 1e-6f ? "yes" : "NO");

  // asynchronous version 2: loop over copy, loop over kernel, loop over copy
  memset(a, 0, bytes);
  checkCuda(cudaEventRecord(startEvent, 0));
  for (int i = 0; i < nStreams; ++i) {
    int offset = i * streamSize;
    checkCuda(cudaMemcpyAsync(&d_a[offset], &a[offset], streamBytes, cudaMemcpyHostToDevice, stream[i]));
  }
  for (int i = 0; i < nStreams; ++i) {
    int offset = i * streamSize;
    kernel<<<streamSize / blockSize, blockSize, 0, stream[i]>>>(d_a, offset);
    checkCuda(cudaStreamAddCallback(stream[i], streamCallback, &prog[i], 0));
  }
  for (int i = 0; i < nStreams; ++i) {
    int offset = i * streamSize;
    checkCuda(cudaMemcpyAsync(&a[offset], &d_a[offset], streamBytes, cudaMemcpyDeviceToHost, stream[i]));
    checkCuda(cudaLaunchHostFunc(stream[i], chunkDone, &prog[i]));
  }
  checkCuda(cudaEventRecord(stopEvent, 0));
  int polls = 0;
  cudaError_t q;
  while ((q = cudaEventQuery(stopEvent)) == cudaErrorNotReady) polls++;
  checkCuda(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  checkCuda(cudaDeviceSynchronize());
  printf("Time for asynchronous V2 transfer and execute: %s (event query: %s)\n", ms >= 0 ? "measured" : "negative?",
         cudaGetErrorName(q));
  printf("  max error below 1e-6: %s\n", maxError(a, n) < 1e-6f ? "yes" : "NO");
  for (int i = 0; i < nStreams; ++i)
    printf("stream %d: %s (%d host functions)\n", prog[i].stream, prog[i].log, prog[i].chunks);
  (void)polls;

  // cleanup
  checkCuda(cudaEventDestroy(startEvent));
  checkCuda(cudaEventDestroy(stopEvent));
  checkCuda(cudaEventDestroy(dummyEvent));
  for (int i = 0; i < nStreams; ++i)
    checkCuda(cudaStreamDestroy(stream[i]));
  cudaFree(d_a);
  cudaFreeHost(a);

  return 0;
}
// expect: Time for sequential transfer and execute: measured
// expect:   max error below 1e-6: yes
// expect: Time for asynchronous V1 transfer and execute: measured
// expect:   max error below 1e-6: yes
// expect: Time for asynchronous V2 transfer and execute: measured (event query: cudaSuccess)
// expect:   max error below 1e-6: yes
// expect: stream 0: 0+1 (2 host functions)
// expect: stream 1: 0+1 (2 host functions)
// expect: stream 2: 0+1 (2 host functions)
// expect: stream 3: 0+1 (2 host functions)
