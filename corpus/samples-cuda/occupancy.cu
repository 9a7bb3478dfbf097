// corpus/samples-cuda/occupancy.cu: simpleOccupancy as the CUDA samples write it: a launch configured
// by hand, then by cudaOccupancyMaxPotentialBlockSize, the occupancy of each computed from
// cudaOccupancyMaxActiveBlocksPerMultiprocessor and the device properties, a kernel with dynamic
// shared memory sized from the block size (cudaOccupancyMaxPotentialBlockSizeVariableSMem), and
// cudaFuncGetAttributes. The numbers depend on the modelled device, so the program prints what
// must hold of them (and the result), not the numbers themselves.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void square(int *array, int arrayCount)
{
  extern __shared__ int dynamicSmem[];
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < arrayCount) array[idx] *= array[idx];
}

__global__ void staged(int *array, int arrayCount)
{
  extern __shared__ int buf[];
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  buf[threadIdx.x] = idx < arrayCount ? array[idx] : 0;
  __syncthreads();
  if (idx < arrayCount) array[idx] = buf[blockDim.x - 1 - threadIdx.x] + 1;
}

struct SmemPerBlock {
  __host__ __device__ size_t operator()(int blockSize) const { return blockSize * sizeof(int); }
};

static double reportPotentialOccupancy(void *kernel, int blockSize, size_t dynamicSMem)
{
  int device;
  cudaDeviceProp prop;
  int numBlocks, activeWarps, maxWarps;
  cudaGetDevice(&device);
  cudaGetDeviceProperties(&prop, device);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&numBlocks, kernel, blockSize, dynamicSMem);
  activeWarps = numBlocks * blockSize / prop.warpSize;
  maxWarps = prop.maxThreadsPerMultiProcessor / prop.warpSize;
  return (double)activeWarps / maxWarps;
}

static int launchConfig(int *array, int arrayCount, bool automatic)
{
  int blockSize, minGridSize, gridSize;
  size_t dynamicSMemUsage = 0;
  cudaEvent_t start, end;
  float elapsedTime;
  cudaEventCreate(&start);
  cudaEventCreate(&end);
  if (automatic) {
    cudaOccupancyMaxPotentialBlockSize(&minGridSize, &blockSize, (void *)square, dynamicSMemUsage, arrayCount);
    printf("Suggested block size is a multiple of 32: %s, minimum grid size positive: %s\n",
           blockSize % 32 == 0 ? "yes" : "no", minGridSize > 0 ? "yes" : "no");
  } else {
    blockSize = 32;
  }
  gridSize = (arrayCount + blockSize - 1) / blockSize;
  cudaEventRecord(start);
  square<<<gridSize, blockSize, dynamicSMemUsage>>>(array, arrayCount);
  cudaEventRecord(end);
  cudaDeviceSynchronize();
  double potentialOccupancy = reportPotentialOccupancy((void *)square, blockSize, dynamicSMemUsage);
  printf("Potential occupancy in (0, 100%%]: %s\n",
         potentialOccupancy > 0 && potentialOccupancy <= 1.0 ? "yes" : "no");
  cudaEventElapsedTime(&elapsedTime, start, end);
  cudaEventDestroy(start);
  cudaEventDestroy(end);
  return automatic ? blockSize : 32;
}

static int test(bool automaticLaunchConfig, const int count = 1000000)
{
  int *array, *dArray;
  int size = count * sizeof(int);
  array = new int[count];
  for (int i = 0; i < count; i += 1) array[i] = i;
  cudaMalloc(&dArray, size);
  cudaMemcpy(dArray, array, size, cudaMemcpyHostToDevice);
  for (int i = 0; i < count; i += 1) array[i] = 0;
  launchConfig(dArray, count, automaticLaunchConfig);
  cudaMemcpy(array, dArray, size, cudaMemcpyDeviceToHost);
  cudaFree(dArray);
  for (int i = 0; i < count; i += 1)
    if (array[i] != i * i) {
      printf("element %d expected %d actual %d\n", i, i * i, array[i]);
      delete[] array;
      return 1;
    }
  delete[] array;
  return 0;
}

int main()
{
  int status;
  printf("starting Simple Occupancy\n\n");
  printf("[ Manual configuration with %d threads per block ]\n", 32);
  status = test(false, 20000);
  if (status) { printf("Test failed\n"); return -1; }
  printf("\n[ Automatic, occupancy-based configuration ]\n");
  status = test(true, 20000);
  if (status) { printf("Test failed\n"); return -1; }

  int minGrid = 0, block = 0;
  cudaOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid, &block, staged, SmemPerBlock(), 0);
  int n = 3000, *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemset(d, 0, n * sizeof(int));
  staged<<<(n + block - 1) / block, block, block * sizeof(int)>>>(d, n);
  int h[3000];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  int ones = 0;
  for (int i = 0; i < n; i++) ones += h[i] == 1;
  printf("\nvariable shared memory: block size valid: %s, %d ones\n",
         block > 0 && block <= 1024 ? "yes" : "no", ones);

  /* the values on the modelled device (a GTX 980: 2048 threads and 32 blocks per SM, 16 SMs) */
  int g1, b1, g2, b2;
  cudaOccupancyMaxPotentialBlockSize(&g1, &b1, square);
  cudaOccupancyMaxPotentialBlockSize(&g2, &b2, square, 0, 100);
  printf("model: block %d grid %d; limited to 100 threads: block %d grid %d; variable: block %d grid %d\n",
         b1, g1, b2, g2, block, minGrid);
  int w = -1;
  cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&w, square, 96, 0, cudaOccupancyDisableCachingOverride);
  printf("with flags: %d blocks of 96 (%s); no output pointer: %s\n", w, cudaGetErrorName(e),
         cudaGetErrorName(cudaOccupancyMaxPotentialBlockSize(NULL, &b1, square)));

  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, square);
  printf("square: maxThreadsPerBlock >= 256: %s, sharedSizeBytes %zu\n",
         attr.maxThreadsPerBlock >= 256 ? "yes" : "no", attr.sharedSizeBytes);
  printf("\nTest PASSED\n");
  return 0;
}
// expect: starting Simple Occupancy
// expect:
// expect: [ Manual configuration with 32 threads per block ]
// expect: Potential occupancy in (0, 100%]: yes
// expect:
// expect: [ Automatic, occupancy-based configuration ]
// expect: Suggested block size is a multiple of 32: yes, minimum grid size positive: yes
// expect: Potential occupancy in (0, 100%]: yes
// expect:
// expect: variable shared memory: block size valid: yes, 3000 ones
// expect: model: block 1024 grid 32; limited to 100 threads: block 64 grid 512; variable: block 1024 grid 32
// expect: with flags: 21 blocks of 96 (cudaSuccess); no output pointer: cudaErrorInvalidValue
// expect: square: maxThreadsPerBlock >= 256: yes, sharedSizeBytes 0
// expect:
// expect: Test PASSED
