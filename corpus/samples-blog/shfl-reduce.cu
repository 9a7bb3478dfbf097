// corpus/samples-blog/shfl-reduce.cu: the NVIDIA blog's "Faster Parallel Reductions on Kepler"
// (warpReduceSum with __shfl_down_sync, blockReduceSum through a shared array of 32 partial
// sums, deviceReduceKernel run twice, the warp-atomic variant) and "Cooperative Groups: Flexible
// CUDA Thread Programming" (thread_sum with int4 loads, reduce_sum over a thread_group with
// g.shfl_down, a thread_block_tile<32> made by tiled_partition, and cg::reduce). Sizes as the
// posts choose them (N = 1<<24 in the post, 1<<16 here to run in seconds). The input is the
// integers i % 7 - 3 and i % 5, so the sums are exact; expected values computed by hand.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdlib>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

#define cudaCheck(ans) { gpuAssert((ans), __FILE__, __LINE__); }
inline void gpuAssert(cudaError_t code, const char *file, int line, bool abort = true)
{
  if (code != cudaSuccess) {
    fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
    if (abort) exit(code);
  }
}

__inline__ __device__
int warpReduceSum(int val) {
  for (int offset = warpSize/2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

__inline__ __device__
int blockReduceSum(int val) {
  static __shared__ int shared[32]; // Shared mem for 32 partial sums
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;

  val = warpReduceSum(val);     // Each warp performs partial reduction

  if (lane==0) shared[wid]=val; // Write reduced value to shared memory

  __syncthreads();              // Wait for all partial reductions

  //read from shared memory only if that warp existed
  val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0;

  if (wid==0) val = warpReduceSum(val); //Final reduce within first warp

  return val;
}

__global__ void deviceReduceKernel(int *in, int* out, int N) {
  int sum = 0;
  //reduce multiple elements per thread
  for (int i = blockIdx.x * blockDim.x + threadIdx.x;
       i < N;
       i += blockDim.x * gridDim.x) {
    sum += in[i];
  }
  sum = blockReduceSum(sum);
  if (threadIdx.x==0)
    out[blockIdx.x]=sum;
}

__global__ void deviceReduceWarpAtomicKernel(int *in, int* out, int N) {
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x;
       i < N;
       i += blockDim.x * gridDim.x) {
    sum += in[i];
  }
  sum = warpReduceSum(sum);
  if ((threadIdx.x & (warpSize - 1)) == 0)
    atomicAdd(out, sum);
}

void deviceReduce(int *in, int* out, int N) {
  int threads = 512;
  int blocks = min((N + threads - 1) / threads, 1024);

  deviceReduceKernel<<<blocks, threads>>>(in, out, N);
  deviceReduceKernel<<<1, 1024>>>(out, out, blocks);
}

// --- the cooperative groups post ---

__device__ int reduce_sum(cg::thread_group g, int *temp, int val)
{
  int lane = g.thread_rank();

  // Each iteration halves the number of active threads
  // Each thread adds its partial sum[i] to sum[lane+i]
  for (int i = g.size() / 2; i > 0; i /= 2)
  {
    temp[lane] = val;
    g.sync(); // wait for all threads to store
    if (lane < i) val += temp[lane + i];
    g.sync(); // wait for all threads to load
  }
  return val; // note: only thread 0 will return full sum
}

template <int tile_sz>
__device__ int reduce_sum_tile_shfl(cg::thread_block_tile<tile_sz> g, int val)
{
  // Each iteration halves the number of active threads
  // Each thread adds its partial sum[i] to sum[lane+i]
  for (int i = g.size() / 2; i > 0; i /= 2) {
    val += g.shfl_down(val, i);
  }
  return val; // note: only thread 0 will return full sum
}

__device__ int thread_sum(int *input, int n)
{
  int sum = 0;

  for (int i = blockIdx.x * blockDim.x + threadIdx.x;
       i < n / 4;
       i += blockDim.x * gridDim.x)
  {
    int4 in = ((int4*)input)[i];
    sum += in.x + in.y + in.z + in.w;
  }
  return sum;
}

__global__ void sum_kernel_block(int *sum, int *input, int n)
{
  int my_sum = thread_sum(input, n);

  extern __shared__ int temp[];
  auto g = cg::this_thread_block();
  int block_sum = reduce_sum(g, temp, my_sum);

  if (g.thread_rank() == 0) atomicAdd(sum, block_sum);
}

template <int tile_sz>
__global__ void sum_kernel_tile_shfl(int *sum, int *input, int n)
{
  int my_sum = thread_sum(input, n);

  auto tile = cg::tiled_partition<tile_sz>(cg::this_thread_block());
  int tile_sum = reduce_sum_tile_shfl<tile_sz>(tile, my_sum);

  if (tile.thread_rank() == 0) atomicAdd(sum, tile_sum);
}

__global__ void sum_kernel_cg_reduce(int *sum, int *input, int n)
{
  int my_sum = thread_sum(input, n);
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cg::this_thread_block());
  int tile_sum = cg::reduce(tile32, my_sum, cg::plus<int>());
  if (tile32.thread_rank() == 0) atomicAdd(sum, tile_sum);
}

int main()
{
  const int n = 1 << 16;
  int *data, *out, *sum;
  cudaCheck(cudaMallocManaged(&data, n * sizeof(int)));
  cudaCheck(cudaMallocManaged(&out, 1024 * sizeof(int)));
  cudaCheck(cudaMallocManaged(&sum, sizeof(int)));

  long long expect = 0;
  for (int i = 0; i < n; i++) {
    data[i] = i % 7 - 3;
    expect += data[i];
  }
  deviceReduce(data, out, n);
  cudaCheck(cudaDeviceSynchronize());
  printf("deviceReduce:           %d (host %lld)\n", out[0], expect);

  *sum = 0;
  deviceReduceWarpAtomicKernel<<<64, 256>>>(data, sum, n);
  cudaCheck(cudaDeviceSynchronize());
  printf("warp atomic:            %d\n", *sum);

  expect = 0;
  for (int i = 0; i < n; i++) {
    data[i] = i % 5;
    expect += data[i];
  }
  int blockSize = 256;
  int nBlocks = (n + blockSize - 1) / blockSize / 4;
  int sharedBytes = blockSize * sizeof(int);

  *sum = 0;
  sum_kernel_block<<<nBlocks, blockSize, sharedBytes>>>(sum, data, n);
  cudaCheck(cudaGetLastError());
  cudaCheck(cudaDeviceSynchronize());
  printf("thread_group reduce:    %d (host %lld)\n", *sum, expect);

  *sum = 0;
  sum_kernel_tile_shfl<32><<<nBlocks, blockSize>>>(sum, data, n);
  cudaCheck(cudaDeviceSynchronize());
  printf("tile<32> shfl_down:     %d\n", *sum);

  *sum = 0;
  sum_kernel_tile_shfl<8><<<nBlocks, blockSize>>>(sum, data, n);
  cudaCheck(cudaDeviceSynchronize());
  printf("tile<8> shfl_down:      %d\n", *sum);

  *sum = 0;
  sum_kernel_cg_reduce<<<nBlocks, blockSize>>>(sum, data, n);
  cudaCheck(cudaDeviceSynchronize());
  printf("cg::reduce tile<32>:    %d\n", *sum);

  cudaCheck(cudaFree(data));
  cudaCheck(cudaFree(out));
  cudaCheck(cudaFree(sum));
  return 0;
}
// timeout: 60
// expect: deviceReduce:           -5 (host -5)
// expect: warp atomic:            -5
// expect: thread_group reduce:    131070 (host 131070)
// expect: tile<32> shfl_down:     131070
// expect: tile<8> shfl_down:      131070
// expect: cg::reduce tile<32>:    131070
