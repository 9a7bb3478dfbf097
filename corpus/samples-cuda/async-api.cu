// corpus/samples-cuda/async-api.cu: asyncAPI and simpleStreams as the CUDA samples write them: pinned
// host memory (cudaMallocHost, cudaHostAlloc), cudaMemcpyAsync and a kernel issued in one stream,
// an event recorded after them and polled with cudaEventQuery while the CPU counts, then a
// chunked copy-compute-copy over several streams, each polled with cudaStreamQuery.
// The CPU's count is not deterministic, so only its sign is printed.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
    printf("%s failed: %s\n", #x, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void increment_kernel(int *g_data, int inc_value)
{
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  g_data[idx] = g_data[idx] + inc_value;
}

__global__ void init_array(int *g_data, int *factor, int num_iterations)
{
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = 0; i < num_iterations; i++)
    g_data[idx] += *factor;
}

static bool correct_output(int *data, const int n, const int x)
{
  for (int i = 0; i < n; i++)
    if (data[i] != x) {
      printf("Error! data[%d] = %d, ref = %d\n", i, data[i], x);
      return false;
    }
  return true;
}

int main(int argc, char *argv[])
{
  int devID = 0;
  cudaDeviceProp deviceProps;
  CK(cudaGetDeviceProperties(&deviceProps, devID));
  printf("[asyncAPI] CUDA device found, %d copy engine(s)\n", deviceProps.asyncEngineCount > 0 ? 1 : 0);

  int n = 16 * 1024;
  int nbytes = n * sizeof(int);
  int value = 26;

  int *a = 0;
  CK(cudaMallocHost((void **)&a, nbytes));
  memset(a, 0, nbytes);
  int *d_a = 0;
  CK(cudaMalloc((void **)&d_a, nbytes));
  CK(cudaMemset(d_a, 255, nbytes));

  dim3 threads = dim3(512, 1);
  dim3 blocks = dim3(n / threads.x, 1);
  cudaEvent_t start, stop;
  CK(cudaEventCreate(&start));
  CK(cudaEventCreate(&stop));
  CK(cudaDeviceSynchronize());

  cudaEventRecord(start, 0);
  cudaMemcpyAsync(d_a, a, nbytes, cudaMemcpyHostToDevice, 0);
  increment_kernel<<<blocks, threads, 0, 0>>>(d_a, value);
  cudaMemcpyAsync(a, d_a, nbytes, cudaMemcpyDeviceToHost, 0);
  cudaEventRecord(stop, 0);

  unsigned long int counter = 0;
  while (cudaEventQuery(stop) == cudaErrorNotReady)
    counter++;
  float gpu_time = 0.0f;
  CK(cudaEventElapsedTime(&gpu_time, start, stop));
  printf("CPU executed %s iterations while waiting for GPU to finish\n",
         counter >= 0 ? "some" : "no");
  bool bFinalResults = correct_output(a, n, value);
  printf("asyncAPI %s\n", bFinalResults ? "PASSED" : "FAILED");

  CK(cudaEventDestroy(start));
  CK(cudaEventDestroy(stop));
  CK(cudaFreeHost(a));
  CK(cudaFree(d_a));

  /* simpleStreams: split the work over nstreams streams */
  const int nstreams = 4;
  int c = 5, niterations = 3;
  int *h_a = 0, *d_c = 0;
  CK(cudaHostAlloc((void **)&h_a, nbytes, cudaHostAllocDefault));
  CK(cudaMalloc((void **)&d_a, nbytes));
  CK(cudaMalloc((void **)&d_c, sizeof(int)));
  CK(cudaMemcpy(d_c, &c, sizeof(int), cudaMemcpyHostToDevice));
  cudaStream_t *streams = (cudaStream_t *)malloc(nstreams * sizeof(cudaStream_t));
  for (int i = 0; i < nstreams; i++)
    CK(cudaStreamCreate(&(streams[i])));
  CK(cudaMemset(d_a, 0, nbytes));
  for (int k = 0; k < 2; k++) {
    for (int i = 0; i < nstreams; i++)
      init_array<<<blocks.x / nstreams, threads, 0, streams[i]>>>(d_a + i * n / nstreams, d_c, niterations);
    for (int i = 0; i < nstreams; i++)
      CK(cudaMemcpyAsync(h_a + i * n / nstreams, d_a + i * n / nstreams, nbytes / nstreams,
                         cudaMemcpyDeviceToHost, streams[i]));
  }
  int pending = nstreams;
  while (pending > 0) {
    pending = 0;
    for (int i = 0; i < nstreams; i++)
      if (cudaStreamQuery(streams[i]) == cudaErrorNotReady)
        pending++;
  }
  printf("simpleStreams %s\n", correct_output(h_a, n, 2 * c * niterations) ? "PASSED" : "FAILED");
  for (int i = 0; i < nstreams; i++)
    CK(cudaStreamDestroy(streams[i]));
  free(streams);
  CK(cudaFreeHost(h_a));
  CK(cudaFree(d_a));
  CK(cudaFree(d_c));
  return 0;
}
// expect: [asyncAPI] CUDA device found, 1 copy engine(s)
// expect: CPU executed some iterations while waiting for GPU to finish
// expect: asyncAPI PASSED
// expect: simpleStreams PASSED
