// A block dereferencing another block's shared memory: block 0 publishes the address of its
// tile through a volatile global pointer and waits until block 1, resident at the same time,
// has read through it. Shared memory belongs to its block: the address means nothing in block 1.
#include <cstdio>

__device__ int *volatile published;
__device__ volatile int done;

__global__ void peek(int *out)
{
  __shared__ int tile[32];
  tile[threadIdx.x] = 100 * blockIdx.x + threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0)
    {
      if (blockIdx.x == 0)
        {
          published = tile;
          while (!done)
            ;
        }
      else
        {
          int *p;
          while (!(p = published))
            ;
          out[0] = p[1];
          done = 1;
        }
    }
}

int main()
{
  int *d;
  cudaMalloc(&d, sizeof(int));
  peek<<<2, 32>>>(d);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  printf("%s\n", cudaGetErrorName(cudaFree(d)));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-other-shared\.cu:27:21: error: read of 4 bytes of another block's shared memory: offset 4 of 'tile' \(128 bytes\) of block \(0,0,0\)$
// expect-report: ^mem-other-shared\.cu:27:21: note: read by thread \(0,0,0\) of block \(1,0,0\) \(warp 0, lane 0\)$
// expect-report: ^mem-other-shared\.cu:11:18: note: 'tile' \(128 bytes\) declared here$
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)$
