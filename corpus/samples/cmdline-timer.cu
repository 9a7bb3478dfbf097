// corpus/samples/cmdline-timer.cu: the main() of a CUDA sample: options parsed with
// helper_string.h (checkCmdLineFlag, getCmdLineArgumentInt/Float/String/Value,
// getFileExtension, ftoi), the device chosen with findCudaDevice (-device=0 goes through
// gpuDeviceInit), its capability checked, and the kernel timed with helper_timer.h's
// StopWatchInterface (sdkCreateTimer, sdkStartTimer, sdkStopTimer, sdkGetTimerValue,
// sdkGetAverageTimerValue, sdkResetTimer, sdkDeleteTimer).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#include <helper_cuda.h>
#include <helper_functions.h>

__global__ void saxpy(int n, float a, const float *x, float *y)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv)
{
  printf("[cmdline-timer] - Starting...\n");
  if (checkCmdLineFlag(argc, (const char **)argv, "help")) {
    printf("usage: %s -n=N -scale=S -file=F -iters=I\n", argv[0]);
    exit(EXIT_SUCCESS);
  }
  int n = 1024;
  if (checkCmdLineFlag(argc, (const char **)argv, "n"))
    n = getCmdLineArgumentInt(argc, (const char **)argv, "n");
  float scale = getCmdLineArgumentFloat(argc, (const char **)argv, "scale");
  char *file = NULL;
  getCmdLineArgumentString(argc, (const char **)argv, "file", &file);
  unsigned int iters = 1;
  bool has_iters = getCmdLineArgumentValue(argc, (const char **)argv, "iters", &iters);
  char *ext = NULL;
  getFileExtension(file, &ext);
  printf("n = %d, scale = %.2f, file = %s (extension %s), iters = %u (%s)\n", n, scale, file, ext,
         iters, has_iters ? "given" : "default");
  printf("verbose: %d, quiet: %d, missing int: %d\n",
         checkCmdLineFlag(argc, (const char **)argv, "verbose"),
         checkCmdLineFlag(argc, (const char **)argv, "quiet"),
         getCmdLineArgumentInt(argc, (const char **)argv, "blocks"));

  int dev = findCudaDevice(argc, (const char **)argv);
  if (!checkCudaCapabilities(3, 0))
    exit(EXIT_WAIVED);
  cudaDeviceProp prop;
  checkCudaErrors(cudaGetDeviceProperties(&prop, dev));
  printf("%d SMs x %d cores/SM\n", prop.multiProcessorCount,
         _ConvertSMVer2Cores(prop.major, prop.minor));

  float *x, *y;
  checkCudaErrors(cudaMallocManaged(&x, n * sizeof(float)));
  checkCudaErrors(cudaMallocManaged(&y, n * sizeof(float)));
  for (int i = 0; i < n; i++) {
    x[i] = 1.0f;
    y[i] = 2.0f;
  }
  StopWatchInterface *timer = NULL;
  sdkCreateTimer(&timer);
  for (unsigned int k = 0; k < iters; k++) {
    sdkStartTimer(&timer);
    saxpy<<<(n + 255) / 256, 256>>>(n, scale, x, y);
    getLastCudaError("saxpy failed");
    checkCudaErrors(cudaDeviceSynchronize());
    sdkStopTimer(&timer);
  }
  float total = sdkGetTimerValue(&timer), avg = sdkGetAverageTimerValue(&timer);
  printf("timer: total >= 0: %d, average <= total: %d\n", total >= 0.0f, avg <= total + 1e-3f);
  sdkResetTimer(&timer);
  printf("after reset: %.1f ms\n", sdkGetTimerValue(&timer));
  sdkDeleteTimer(&timer);
  printf("timer deleted: %s\n", timer == NULL ? "NULL" : "still set");
  printf("y[0] = %.2f, y[n-1] = %.2f\n", y[0], y[n - 1]);
  printf("error enum: %s\n", _cudaGetErrorEnum(cudaErrorMemoryAllocation));
  printf("ftoi: %d %d %d\n", ftoi(2.5f), ftoi(-2.5f), ftoi(2.4f));
  checkCudaErrors(cudaFree(x));
  checkCudaErrors(cudaFree(y));
  printf("Test passed\n");
  exit(EXIT_SUCCESS);
}
// run-args: -n=1000 --scale=2.5 -file=data/lena.ppm -iters=7 -device=0 --verbose
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: [cmdline-timer] - Starting...
// expect: n = 1000, scale = 2.50, file = data/lena.ppm (extension ppm), iters = 7 (given)
// expect: verbose: 1, quiet: 0, missing int: 0
// expect: gpuDeviceInit() CUDA Device [0]: "Maxwell
// expect:   Device 0: <         Maxwell >, Compute SM 5.2 detected
// expect: 16 SMs x 128 cores/SM
// expect: timer: total >= 0: 1, average <= total: 1
// expect: after reset: 0.0 ms
// expect: timer deleted: NULL
// expect: y[0] = 19.50, y[n-1] = 19.50
// expect: error enum: cudaErrorMemoryAllocation
// expect: ftoi: 3 -3 2
// expect: Test passed
