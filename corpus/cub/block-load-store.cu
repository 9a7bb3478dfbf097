// cub::BlockLoad and cub::BlockStore with a transposing algorithm (CUB's example_block_scan
// style): a striped global read exchanged through shared TempStorage into a blocked
// arrangement, each thread's 4 items summed by BlockReduce, then stored back blocked; a direct
// load of a partial tile with an out-of-bounds default.
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cub/block/block_reduce.cuh>
#include <cstdio>

template <int BLOCK, int ITEMS>
__global__ void scale_and_sum (int *data, int *sum)
{
  typedef cub::BlockLoad<int, BLOCK, ITEMS, cub::BLOCK_LOAD_TRANSPOSE> LoadT;
  typedef cub::BlockStore<int, BLOCK, ITEMS, cub::BLOCK_STORE_TRANSPOSE> StoreT;
  typedef cub::BlockReduce<int, BLOCK> ReduceT;
  __shared__ union {
    typename LoadT::TempStorage load;
    typename StoreT::TempStorage store;
    typename ReduceT::TempStorage reduce;
  } temp;
  int items[ITEMS];
  LoadT (temp.load).Load (data, items);
  __syncthreads ();
  for (int i = 0; i < ITEMS; i++)
    items[i] = items[i] * (threadIdx.x + 1);
  int s = ReduceT (temp.reduce).Sum (items);
  __syncthreads ();
  StoreT (temp.store).Store (data, items);
  if (threadIdx.x == 0)
    *sum = s;
}

__global__ void partial (const float *in, float *out, int valid)
{
  typedef cub::BlockLoad<float, 8, 2, cub::BLOCK_LOAD_DIRECT> LoadT;
  __shared__ typename LoadT::TempStorage temp;
  float items[2];
  LoadT (temp).Load (in, items, valid, -1.0f);
  out[threadIdx.x * 2] = items[0];
  out[threadIdx.x * 2 + 1] = items[1];
}

int main ()
{
  int h[128], *d, *ds, s;
  for (int i = 0; i < 128; i++)
    h[i] = 1;
  cudaMalloc (&d, sizeof h);
  cudaMalloc (&ds, sizeof (int));
  cudaMemcpy (d, h, sizeof h, cudaMemcpyHostToDevice);
  scale_and_sum<32, 4><<<1, 32>>> (d, ds);
  cudaMemcpy (h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy (&s, ds, sizeof s, cudaMemcpyDeviceToHost);
  printf ("sum %d; data %d %d %d %d %d ... %d\n", s, h[0], h[3], h[4], h[5], h[8], h[127]);

  float hf[16], *fin, *fout;
  for (int i = 0; i < 16; i++)
    hf[i] = 0.5f * i;
  cudaMalloc (&fin, sizeof hf);
  cudaMalloc (&fout, sizeof hf);
  cudaMemcpy (fin, hf, sizeof hf, cudaMemcpyHostToDevice);
  partial<<<1, 8>>> (fin, fout, 11);
  cudaMemcpy (hf, fout, sizeof hf, cudaMemcpyDeviceToHost);
  printf ("partial: %g %g %g %g %g %g\n", hf[0], hf[1], hf[9], hf[10], hf[11], hf[15]);
  cudaFree (d);
  cudaFree (ds);
  cudaFree (fin);
  cudaFree (fout);
  return 0;
}

// Expected output computed with a host reference program (g++: thread t's blocked items are
// elements 4t..4t+3, each times t + 1).
// expect: sum 2112; data 1 1 2 2 3 ... 32
// expect: partial: 0 0.5 4.5 5 -1 -1
