// cub::BlockReduce in a kernel, as CUB's example_block_reduce.cu and course code use it: each
// block sums its 128 elements, thread 0 writes the block's aggregate; a second kernel sums a
// partial tile (num_valid) and reuses the TempStorage after a __syncthreads().
#include <cub/block/block_reduce.cuh>
#include <cstdio>

template <int BLOCK_THREADS>
__global__ void block_sum (const int *in, int *out)
{
  typedef cub::BlockReduce<int, BLOCK_THREADS> BlockReduceT;
  __shared__ typename BlockReduceT::TempStorage temp_storage;
  int x = in[blockIdx.x * BLOCK_THREADS + threadIdx.x];
  int aggregate = BlockReduceT (temp_storage).Sum (x);
  if (threadIdx.x == 0)
    out[blockIdx.x] = aggregate;
}

__global__ void partial_and_twice (const float *in, float *out, int n)
{
  typedef cub::BlockReduce<float, 64> BR;
  __shared__ BR::TempStorage temp;
  float x = threadIdx.x < n ? in[threadIdx.x] : 0.0f;
  float a = BR (temp).Sum (x, n);
  __syncthreads ();                      // before the TempStorage is used again
  float b = BR (temp).Sum (2.0f * x);
  if (threadIdx.x == 0)
    {
      out[0] = a;
      out[1] = b;
    }
}

int main ()
{
  const int B = 4, T = 128;
  int h[B * T];
  for (int i = 0; i < B * T; i++)
    h[i] = i % 7;
  int *din, *dout;
  cudaMalloc (&din, sizeof h);
  cudaMalloc (&dout, B * sizeof (int));
  cudaMemcpy (din, h, sizeof h, cudaMemcpyHostToDevice);
  block_sum<T><<<B, T>>> (din, dout);
  int r[B];
  cudaMemcpy (r, dout, sizeof r, cudaMemcpyDeviceToHost);
  printf ("block sums: %d %d %d %d\n", r[0], r[1], r[2], r[3]);

  float hf[64], *fin, *fout, fr[2];
  for (int i = 0; i < 64; i++)
    hf[i] = 0.25f * i;
  cudaMalloc (&fin, sizeof hf);
  cudaMalloc (&fout, sizeof fr);
  cudaMemcpy (fin, hf, sizeof hf, cudaMemcpyHostToDevice);
  partial_and_twice<<<1, 64>>> (fin, fout, 40);
  cudaMemcpy (fr, fout, sizeof fr, cudaMemcpyDeviceToHost);
  printf ("partial %g, twice %g\n", fr[0], fr[1]);
  cudaFree (din);
  cudaFree (dout);
  cudaFree (fin);
  cudaFree (fout);
  return 0;
}

// Expected output computed with a host reference program (g++: the same sums in loops; the
// float sums are exact).
// expect: block sums: 379 383 387 384
// expect: partial 195, twice 390
