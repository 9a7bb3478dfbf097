// A BlockReduce's TempStorage used twice without a __syncthreads() between the uses, which
// CUB's documentation requires: the second Sum's writes race with the first Sum's reads of the
// warp aggregates by thread 0. (block-reduce.cu is the correct version.)
#include <cub/block/block_reduce.cuh>
#include <cstdio>

__global__ void twice (const int *in, int *out)
{
  typedef cub::BlockReduce<int, 64> BR;
  __shared__ BR::TempStorage temp;
  int x = in[threadIdx.x];
  int a = BR (temp).Sum (x);
  int b = BR (temp).Sum (x + 1);    // missing __syncthreads() before reusing temp
  if (threadIdx.x == 0)
    {
      out[0] = a;
      out[1] = b;
    }
}

int main ()
{
  int h[64], *d, *o, r[2];
  for (int i = 0; i < 64; i++)
    h[i] = 1;
  cudaMalloc (&d, sizeof h);
  cudaMalloc (&o, sizeof r);
  cudaMemcpy (d, h, sizeof h, cudaMemcpyHostToDevice);
  twice<<<1, 64>>> (d, o);
  cudaMemcpy (r, o, sizeof r, cudaMemcpyDeviceToHost);
  printf ("%d %d\n", r[0], r[1]);
  cudaFree (d);
  cudaFree (o);
  return 0;
}

// expect-exit: 1
// expect: 64 128
// expect-report: ^race-temp-storage\.cu:13:25: error: data race on shared memory: write of 4 bytes at 'temp'\[1\] conflicts with an earlier read$
// expect-report: ^race-temp-storage\.cu:12:25: note: previous read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^race-temp-storage\.cu:13:25: note: write by thread \(32,0,0\) of block \(0,0,0\) \(warp 1, lane 0\)$
