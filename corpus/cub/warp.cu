// cub::WarpReduce and cub::WarpScan: a sum per warp (valid in lane 0) and an inclusive and an
// exclusive prefix sum within each warp of a 64-thread block, and a logical warp of 16 lanes.
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cstdio>

__global__ void warps (const int *in, int *sums, int *inc, int *exc, int *sum16)
{
  typedef cub::WarpReduce<int> WarpReduceT;
  typedef cub::WarpScan<int> WarpScanT;
  typedef cub::WarpReduce<int, 16> WarpReduce16;
  __shared__ typename WarpReduceT::TempStorage rtemp[2];
  __shared__ typename WarpScanT::TempStorage stemp[2];
  __shared__ typename WarpReduce16::TempStorage r16[4];
  int warp = threadIdx.x / 32;
  int x = in[threadIdx.x];
  int s = WarpReduceT (rtemp[warp]).Sum (x);
  if (threadIdx.x % 32 == 0)
    sums[warp] = s;
  int a, b;
  WarpScanT (stemp[warp]).InclusiveSum (x, a);
  WarpScanT (stemp[warp]).ExclusiveSum (x, b);
  inc[threadIdx.x] = a;
  exc[threadIdx.x] = b;
  int t = WarpReduce16 (r16[threadIdx.x / 16]).Sum (x);
  if (threadIdx.x % 16 == 0)
    sum16[threadIdx.x / 16] = t;
}

int main ()
{
  int h[64], *din, *ds, *di, *de, *d16;
  for (int i = 0; i < 64; i++)
    h[i] = i + 1;
  cudaMalloc (&din, sizeof h);
  cudaMalloc (&ds, 2 * sizeof (int));
  cudaMalloc (&di, sizeof h);
  cudaMalloc (&de, sizeof h);
  cudaMalloc (&d16, 4 * sizeof (int));
  cudaMemcpy (din, h, sizeof h, cudaMemcpyHostToDevice);
  warps<<<1, 64>>> (din, ds, di, de, d16);
  int s[2], inc[64], exc[64], s16[4];
  cudaMemcpy (s, ds, sizeof s, cudaMemcpyDeviceToHost);
  cudaMemcpy (inc, di, sizeof inc, cudaMemcpyDeviceToHost);
  cudaMemcpy (exc, de, sizeof exc, cudaMemcpyDeviceToHost);
  cudaMemcpy (s16, d16, sizeof s16, cudaMemcpyDeviceToHost);
  printf ("warp sums %d %d\n", s[0], s[1]);
  printf ("inclusive %d %d %d %d\n", inc[0], inc[31], inc[32], inc[63]);
  printf ("exclusive %d %d %d %d\n", exc[0], exc[31], exc[32], exc[63]);
  printf ("16-lane sums %d %d %d %d\n", s16[0], s16[1], s16[2], s16[3]);
  cudaFree (din);
  cudaFree (ds);
  cudaFree (di);
  cudaFree (de);
  cudaFree (d16);
  return 0;
}

// Expected output computed with a host reference program (g++: sums over each warp in loops).
// expect: warp sums 528 1552
// expect: inclusive 1 528 33 1552
// expect: exclusive 0 496 0 1488
// expect: 16-lane sums 136 392 648 904
