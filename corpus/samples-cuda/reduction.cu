// corpus/samples-cuda/reduction.cu: the reduction sample's kernels as it writes them: reduce0..reduce6
// templated on the element type, the block size and whether n is a power of two, a switch over
// the kernel number and a second switch over the block size to instantiate each, volatile
// shared memory for the last warp of reduce4/5/6 (the style before __syncwarp), the partial sums
// of the blocks added on the host, for int and for double. The last warp's volatile steps are
// race-free only while a warp's lanes run in lockstep, as before Volta: the program is built
// with --race-model=warp-sync (under the default block model cudak reports those races).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

template <class T>
struct SharedMemory {
  __device__ inline operator T *()
  {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
  __device__ inline operator const T *() const
  {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <>
struct SharedMemory<double> {
  __device__ inline operator double *()
  {
    extern __shared__ double __smem_d[];
    return (double *)__smem_d;
  }
  __device__ inline operator const double *() const
  {
    extern __shared__ double __smem_d[];
    return (double *)__smem_d;
  }
};

template <class T>
__global__ void reduce0(T *g_idata, T *g_odata, unsigned int n)
{
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g_idata[i] : 0;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if ((tid % (2 * s)) == 0) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

template <class T>
__global__ void reduce1(T *g_idata, T *g_odata, unsigned int n)
{
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g_idata[i] : 0;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    int index = 2 * s * tid;
    if (index < blockDim.x) sdata[index] += sdata[index + s];
    __syncthreads();
  }
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

template <class T>
__global__ void reduce2(T *g_idata, T *g_odata, unsigned int n)
{
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g_idata[i] : 0;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

template <class T>
__global__ void reduce3(T *g_idata, T *g_odata, unsigned int n)
{
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  T mySum = (i < n) ? g_idata[i] : 0;
  if (i + blockDim.x < n) mySum += g_idata[i + blockDim.x];
  sdata[tid] = mySum;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) g_odata[blockIdx.x] = mySum;
}

template <class T>
__device__ void warpReduce(volatile T *sdata, unsigned int tid, unsigned int blockSize)
{
  if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
  if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
  if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
  if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
  if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
  if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}

template <class T, unsigned int blockSize>
__global__ void reduce4(T *g_idata, T *g_odata, unsigned int n)
{
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  T mySum = (i < n) ? g_idata[i] : 0;
  if (i + blockSize < n) mySum += g_idata[i + blockSize];
  sdata[tid] = mySum;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) warpReduce<T>(sdata, tid, blockSize);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

template <class T, unsigned int blockSize>
__global__ void reduce5(T *g_idata, T *g_odata, unsigned int n)
{
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + threadIdx.x;
  T mySum = (i < n) ? g_idata[i] : 0;
  if (i + blockSize < n) mySum += g_idata[i + blockSize];
  sdata[tid] = mySum;
  __syncthreads();
  if ((blockSize >= 512) && (tid < 256)) sdata[tid] = mySum = mySum + sdata[tid + 256];
  __syncthreads();
  if ((blockSize >= 256) && (tid < 128)) sdata[tid] = mySum = mySum + sdata[tid + 128];
  __syncthreads();
  if ((blockSize >= 128) && (tid < 64)) sdata[tid] = mySum = mySum + sdata[tid + 64];
  __syncthreads();
  if (tid < 32) warpReduce<T>(sdata, tid, blockSize);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

template <class T, unsigned int blockSize, bool nIsPow2>
__global__ void reduce6(T *g_idata, T *g_odata, unsigned int n)
{
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int gridSize = blockSize * gridDim.x;
  T mySum = 0;
  if (nIsPow2) {
    unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
    gridSize = gridSize << 1;
    while (i < n) {
      mySum += g_idata[i];
      if ((i + blockSize) < n) mySum += g_idata[i + blockSize];
      i += gridSize;
    }
  } else {
    unsigned int i = blockIdx.x * blockSize + threadIdx.x;
    while (i < n) {
      mySum += g_idata[i];
      i += gridSize;
    }
  }
  sdata[tid] = mySum;
  __syncthreads();
  if ((blockSize >= 512) && (tid < 256)) sdata[tid] = mySum = mySum + sdata[tid + 256];
  __syncthreads();
  if ((blockSize >= 256) && (tid < 128)) sdata[tid] = mySum = mySum + sdata[tid + 128];
  __syncthreads();
  if ((blockSize >= 128) && (tid < 64)) sdata[tid] = mySum = mySum + sdata[tid + 64];
  __syncthreads();
  if (tid < 32) warpReduce<T>(sdata, tid, blockSize);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

static bool isPow2(unsigned int x) { return ((x & (x - 1)) == 0); }

template <class T>
void reduce(int size, int threads, int blocks, int whichKernel, T *d_idata, T *d_odata)
{
  dim3 dimBlock(threads, 1, 1);
  dim3 dimGrid(blocks, 1, 1);
  int smemSize = (threads <= 32) ? 2 * threads * sizeof(T) : threads * sizeof(T);
  switch (whichKernel) {
  case 0: reduce0<T><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
  case 1: reduce1<T><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
  case 2: reduce2<T><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
  case 3: reduce3<T><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
  case 4:
    switch (threads) {
    case 256: reduce4<T, 256><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
    case 128: reduce4<T, 128><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
    case 64: reduce4<T, 64><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
    }
    break;
  case 5:
    switch (threads) {
    case 256: reduce5<T, 256><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
    case 128: reduce5<T, 128><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
    case 64: reduce5<T, 64><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
    }
    break;
  default:
    if (isPow2(size)) {
      switch (threads) {
      case 256: reduce6<T, 256, true><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
      case 128: reduce6<T, 128, true><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
      case 64: reduce6<T, 64, true><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
      }
    } else {
      switch (threads) {
      case 256: reduce6<T, 256, false><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
      case 128: reduce6<T, 128, false><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
      case 64: reduce6<T, 64, false><<<dimGrid, dimBlock, smemSize>>>(d_idata, d_odata, size); break;
      }
    }
    break;
  }
}

template <class T>
bool runTest(const char *name, int size, int threads)
{
  T *h_idata = (T *)malloc(size * sizeof(T));
  T gold = 0;
  for (int i = 0; i < size; i++) {
    h_idata[i] = (T)((i * 37) % 101) / (T)4;
    gold += h_idata[i];
  }
  T *d_idata, *d_odata;
  int maxBlocks = (size + threads - 1) / threads;
  cudaMalloc((void **)&d_idata, size * sizeof(T));
  cudaMalloc((void **)&d_odata, maxBlocks * sizeof(T));
  cudaMemcpy(d_idata, h_idata, size * sizeof(T), cudaMemcpyHostToDevice);
  T *h_odata = (T *)malloc(maxBlocks * sizeof(T));
  bool all = true;
  for (int k = 0; k <= 6; k++) {
    int blocks = k < 3 ? (size + threads - 1) / threads : (size + threads * 2 - 1) / (threads * 2);
    if (k == 6 && blocks > 8) blocks = 8;
    reduce<T>(size, threads, blocks, k, d_idata, d_odata);
    cudaMemcpy(h_odata, d_odata, blocks * sizeof(T), cudaMemcpyDeviceToHost);
    T sum = 0;
    for (int b = 0; b < blocks; b++) sum += h_odata[b];
    bool ok = sum == gold;
    all = all && ok;
    printf("%s reduce%d n=%d threads=%d blocks=%d: %.2f %s\n", name, k, size, threads, blocks,
           (double)sum, ok ? "PASS" : "FAIL");
  }
  cudaFree(d_idata);
  cudaFree(d_odata);
  free(h_idata);
  free(h_odata);
  return all;
}

int main(void)
{
  bool ok = runTest<int>("int", 4096, 128);
  ok = runTest<double>("double", 3000, 256) && ok;
  ok = runTest<int>("int", 1000, 64) && ok;
  printf("%s\n", ok ? "Test passed" : "Test failed");
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
// cudak-args: --race-model=warp-sync
// expect: int reduce0 n=4096 threads=128 blocks=32: 49665.00 PASS
// expect: int reduce1 n=4096 threads=128 blocks=32: 49665.00 PASS
// expect: int reduce2 n=4096 threads=128 blocks=32: 49665.00 PASS
// expect: int reduce3 n=4096 threads=128 blocks=16: 49665.00 PASS
// expect: int reduce4 n=4096 threads=128 blocks=16: 49665.00 PASS
// expect: int reduce5 n=4096 threads=128 blocks=16: 49665.00 PASS
// expect: int reduce6 n=4096 threads=128 blocks=8: 49665.00 PASS
// expect: double reduce0 n=3000 threads=256 blocks=12: 37505.00 PASS
// expect: double reduce1 n=3000 threads=256 blocks=12: 37505.00 PASS
// expect: double reduce2 n=3000 threads=256 blocks=12: 37505.00 PASS
// expect: double reduce3 n=3000 threads=256 blocks=6: 37505.00 PASS
// expect: double reduce4 n=3000 threads=256 blocks=6: 37505.00 PASS
// expect: double reduce5 n=3000 threads=256 blocks=6: 37505.00 PASS
// expect: double reduce6 n=3000 threads=256 blocks=6: 37505.00 PASS
// expect: int reduce0 n=1000 threads=64 blocks=16: 12132.00 PASS
// expect: int reduce1 n=1000 threads=64 blocks=16: 12132.00 PASS
// expect: int reduce2 n=1000 threads=64 blocks=16: 12132.00 PASS
// expect: int reduce3 n=1000 threads=64 blocks=8: 12132.00 PASS
// expect: int reduce4 n=1000 threads=64 blocks=8: 12132.00 PASS
// expect: int reduce5 n=1000 threads=64 blocks=8: 12132.00 PASS
// expect: int reduce6 n=1000 threads=64 blocks=8: 12132.00 PASS
// expect: Test passed
