// corpus/simt/cf-multi-warp.cu: 4 blocks of 128 threads (4 warps each at warp size 32); the
// divergence pattern differs per warp and per block, and every warp runs a loop with breaks.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NB 4
#define NT 128

__global__ void mw(int *out)
{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int w = threadIdx.x / 32;
  int r = 0;
  if (w == blockIdx.x) {
    for (int i = 0; i < 100; i++) {
      r += i;
      if (r > threadIdx.x)
        break;
    }
  } else if ((w + blockIdx.x) % 2) {
    int x = threadIdx.x;
    while (x > 0) {
      r += x & 1;
      x >>= 1;
    }
  } else {
    r = threadIdx.x % 5 == 0 ? -1 : (int) (threadIdx.x * blockIdx.x) % 17;
  }
  out[t] = r;
}

int main(void)
{
  int h[NB * NT], *d;
  cudaMalloc(&d, sizeof h);
  mw<<<NB, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int b = 0; b < NB; b++)
    for (int i = 0; i < NT; i += 16) {
      printf("block %d threads %3d-%3d:", b, i, i + 15);
      for (int j = i; j < i + 16; j++)
        printf(" %d", h[b * NT + j]);
      printf("\n");
    }
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: block 0 threads   0- 15: 1 3 3 6 6 6 10 10 10 10 15 15 15 15 15 21
// expect: block 0 threads  16- 31: 21 21 21 21 21 28 28 28 28 28 28 28 36 36 36 36
// expect: block 0 threads  32- 47: 1 2 2 3 2 3 3 4 2 3 3 4 3 4 4 5
// expect: block 0 threads  48- 63: 2 3 3 4 3 4 4 5 3 4 4 5 4 5 5 6
// expect: block 0 threads  64- 79: 0 -1 0 0 0 0 -1 0 0 0 0 -1 0 0 0 0
// expect: block 0 threads  80- 95: -1 0 0 0 0 -1 0 0 0 0 -1 0 0 0 0 -1
// expect: block 0 threads  96-111: 2 3 3 4 3 4 4 5 3 4 4 5 4 5 5 6
// expect: block 0 threads 112-127: 3 4 4 5 4 5 5 6 4 5 5 6 5 6 6 7
// expect: block 1 threads   0- 15: 0 1 1 2 1 2 2 3 1 2 2 3 2 3 3 4
// expect: block 1 threads  16- 31: 1 2 2 3 2 3 3 4 2 3 3 4 3 4 4 5
// expect: block 1 threads  32- 47: 36 36 36 36 45 45 45 45 45 45 45 45 45 55 55 55
// expect: block 1 threads  48- 63: 55 55 55 55 55 55 55 66 66 66 66 66 66 66 66 66
// expect: block 1 threads  64- 79: 1 2 2 3 2 3 3 4 2 3 3 4 3 4 4 5
// expect: block 1 threads  80- 95: 2 3 3 4 3 4 4 5 3 4 4 5 4 5 5 6
// expect: block 1 threads  96-111: 11 12 13 14 -1 16 0 1 2 -1 4 5 6 7 -1 9
// expect: block 1 threads 112-127: 10 11 12 -1 14 15 16 0 -1 2 3 4 5 -1 7 8
// expect: block 2 threads   0- 15: -1 2 4 6 8 -1 12 14 16 1 -1 5 7 9 11 -1
// expect: block 2 threads  16- 31: 15 0 2 4 -1 8 10 12 14 -1 1 3 5 7 -1 11
// expect: block 2 threads  32- 47: 1 2 2 3 2 3 3 4 2 3 3 4 3 4 4 5
// expect: block 2 threads  48- 63: 2 3 3 4 3 4 4 5 3 4 4 5 4 5 5 6
// expect: block 2 threads  64- 79: 66 66 78 78 78 78 78 78 78 78 78 78 78 78 91 91
// expect: block 2 threads  80- 95: 91 91 91 91 91 91 91 91 91 91 91 105 105 105 105 105
// expect: block 2 threads  96-111: 2 3 3 4 3 4 4 5 3 4 4 5 4 5 5 6
// expect: block 2 threads 112-127: 3 4 4 5 4 5 5 6 4 5 5 6 5 6 6 7
// expect: block 3 threads   0- 15: 0 1 1 2 1 2 2 3 1 2 2 3 2 3 3 4
// expect: block 3 threads  16- 31: 1 2 2 3 2 3 3 4 2 3 3 4 3 4 4 5
// expect: block 3 threads  32- 47: 11 14 0 -1 6 9 12 15 -1 4 7 10 13 -1 2 5
// expect: block 3 threads  48- 63: 8 11 -1 0 3 6 9 -1 15 1 4 7 -1 13 16 2
// expect: block 3 threads  64- 79: 1 2 2 3 2 3 3 4 2 3 3 4 3 4 4 5
// expect: block 3 threads  80- 95: 2 3 3 4 3 4 4 5 3 4 4 5 4 5 5 6
// expect: block 3 threads  96-111: 105 105 105 105 105 105 105 105 105 120 120 120 120 120 120 120
// expect: block 3 threads 112-127: 120 120 120 120 120 120 120 120 136 136 136 136 136 136 136 136
