// cub::BlockScan: an exclusive prefix sum of one item per thread with the block's aggregate,
// and an inclusive sum of 4 items per thread (a blocked arrangement), as stream compaction and
// course code use it.
#include <cub/block/block_scan.cuh>
#include <cstdio>

__global__ void offsets (const int *flags, int *pos, int *total)
{
  typedef cub::BlockScan<int, 64> BlockScanT;
  __shared__ typename BlockScanT::TempStorage temp;
  int p, agg;
  BlockScanT (temp).ExclusiveSum (flags[threadIdx.x], p, agg);
  pos[threadIdx.x] = p;
  if (threadIdx.x == 0)
    *total = agg;
}

__global__ void scan4 (int *data)
{
  typedef cub::BlockScan<int, 32> BlockScanT;
  __shared__ typename BlockScanT::TempStorage temp;
  int items[4];
  for (int i = 0; i < 4; i++)
    items[i] = data[threadIdx.x * 4 + i];
  BlockScanT (temp).InclusiveSum (items, items);
  for (int i = 0; i < 4; i++)
    data[threadIdx.x * 4 + i] = items[i];
}

int main ()
{
  int h[64], *df, *dp, *dt;
  for (int i = 0; i < 64; i++)
    h[i] = (i % 3 == 0) ? 1 : 0;
  cudaMalloc (&df, sizeof h);
  cudaMalloc (&dp, sizeof h);
  cudaMalloc (&dt, sizeof (int));
  cudaMemcpy (df, h, sizeof h, cudaMemcpyHostToDevice);
  offsets<<<1, 64>>> (df, dp, dt);
  int pos[64], total;
  cudaMemcpy (pos, dp, sizeof pos, cudaMemcpyDeviceToHost);
  cudaMemcpy (&total, dt, sizeof total, cudaMemcpyDeviceToHost);
  printf ("selected %d; pos[3] = %d, pos[4] = %d, pos[63] = %d\n", total, pos[3], pos[4], pos[63]);

  int d4[128], *dd;
  for (int i = 0; i < 128; i++)
    d4[i] = i % 5;
  cudaMalloc (&dd, sizeof d4);
  cudaMemcpy (dd, d4, sizeof d4, cudaMemcpyHostToDevice);
  scan4<<<1, 32>>> (dd);
  cudaMemcpy (d4, dd, sizeof d4, cudaMemcpyDeviceToHost);
  printf ("scan4: %d %d %d %d ... %d\n", d4[0], d4[1], d4[2], d4[3], d4[127]);
  cudaFree (df);
  cudaFree (dp);
  cudaFree (dt);
  cudaFree (dd);
  return 0;
}

// Expected output computed with a host reference program (g++: prefix sums in loops).
// expect: selected 22; pos[3] = 1, pos[4] = 2, pos[63] = 21
// expect: scan4: 0 1 3 6 ... 253
