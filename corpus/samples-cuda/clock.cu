// corpus/samples-cuda/clock.cu: the clock sample as the CUDA samples write it, with the samples' helpers:
// findCudaDevice, checkCmdLineFlag and getCmdLineArgumentInt on argv, an sdk StopWatch, a kernel
// timing itself with clock() into a global array (only the sign of the elapsed clocks is printed)
// and a min-reduction over dynamic shared memory.
// run-args: -reps=7
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>
#include <helper_cuda.h>
#include <helper_functions.h>
const char *sSDKsample = "clock";
__global__ void timedReduction(const float *input, float *output, clock_t *timer)
{
  extern __shared__ float shared[];
  const int tid = threadIdx.x;
  const int bid = blockIdx.x;
  if (tid == 0) timer[bid] = clock();
  shared[tid] = input[tid];
  shared[tid + blockDim.x] = input[tid + blockDim.x];
  for (int d = blockDim.x; d > 0; d /= 2) {
    __syncthreads();
    if (tid < d) {
      float f0 = shared[tid];
      float f1 = shared[tid + d];
      if (f1 < f0) shared[tid] = f1;
    }
  }
  if (tid == 0) output[bid] = shared[0];
  __syncthreads();
  if (tid == 0) timer[bid + gridDim.x] = clock();
}
#define NUM_BLOCKS 16
#define NUM_THREADS 64
int main(int argc, char **argv)
{
  printf("CUDA Clock sample\n");
  int dev = findCudaDevice(argc, (const char **)argv);
  if (checkCmdLineFlag(argc, (const char **)argv, "help")) { printf("help\n"); exit(EXIT_SUCCESS); }
  int reps = getCmdLineArgumentInt(argc, (const char **)argv, "reps");
  StopWatchInterface *timer = NULL;
  sdkCreateTimer(&timer);
  sdkStartTimer(&timer);
  float *dinput = NULL, *doutput = NULL; clock_t *dtimer = NULL;
  clock_t timer_h[NUM_BLOCKS * 2];
  float input[NUM_THREADS * 2];
  for (int i = 0; i < NUM_THREADS * 2; i++) input[i] = (float)i;
  checkCudaErrors(cudaMalloc((void **)&dinput, sizeof(float) * NUM_THREADS * 2));
  checkCudaErrors(cudaMalloc((void **)&doutput, sizeof(float) * NUM_BLOCKS));
  checkCudaErrors(cudaMalloc((void **)&dtimer, sizeof(clock_t) * NUM_BLOCKS * 2));
  checkCudaErrors(cudaMemcpy(dinput, input, sizeof(float) * NUM_THREADS * 2, cudaMemcpyHostToDevice));
  timedReduction<<<NUM_BLOCKS, NUM_THREADS, sizeof(float) * 2 * NUM_THREADS>>>(dinput, doutput, dtimer);
  checkCudaErrors(cudaMemcpy(timer_h, dtimer, sizeof(clock_t) * NUM_BLOCKS * 2, cudaMemcpyDeviceToHost));
  float out[NUM_BLOCKS];
  checkCudaErrors(cudaMemcpy(out, doutput, sizeof out, cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaFree(dinput)); checkCudaErrors(cudaFree(doutput)); checkCudaErrors(cudaFree(dtimer));
  long double avgElapsedClocks = 0;
  for (int i = 0; i < NUM_BLOCKS; i++) avgElapsedClocks += (long double)(timer_h[i + NUM_BLOCKS] - timer_h[i]);
  avgElapsedClocks = avgElapsedClocks / NUM_BLOCKS;
  sdkStopTimer(&timer);
  float t = sdkGetTimerValue(&timer);
  sdkDeleteTimer(&timer);
  printf("device %d, reps %d, min %g, clocks positive %d, timer %d\n", dev, reps, out[3], avgElapsedClocks > 0, t >= 0);
  return EXIT_SUCCESS;
}
// expect: CUDA Clock sample
// expect: GPU Device 0: "Maxwell" with compute capability 5.2
// expect:
// expect: device 0, reps 7, min 0, clocks positive 1, timer 1
