// `__thread` on a __device__ variable or on a static local of a kernel is accepted by nvcc and
// ignored: the variable is one object in global memory (nvcc's PTX for `__device__ __thread int
// hits;` is `.global .align 4 .u32 hits;`), shared by every device thread. Here one thread
// updates each, so the program is race-free; the host's __thread variable is per host thread.
#include <stdio.h>

__device__ __thread int hits;
__thread int host_calls = 5;

__global__ void count (int *out)
{
  __thread static int mine = 40;
  if (threadIdx.x == 0 && blockIdx.x == 0)
    {
      mine++;
      hits += 2;
      *out = mine + hits;
    }
}

int main (void)
{
  int *out;
  cudaMallocManaged (&out, sizeof *out);
  count<<<2, 32>>> (out);
  count<<<2, 32>>> (out);
  cudaDeviceSynchronize ();
  host_calls++;
  printf ("%d %d\n", *out, host_calls);
  cudaFree (out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 46 6
