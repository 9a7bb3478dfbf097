// The CUB primitives with an operator: BlockReduce::Reduce with a maximum functor (CUB 3 has no
// cub::Max; a functor or lambda of one's own), BlockScan::InclusiveScan and ExclusiveScan with
// an initial value, WarpReduce::Reduce and WarpScan::InclusiveScan with a lambda.
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cstdio>

struct MaxOp
{
  __device__ int operator() (int a, int b) const { return a > b ? a : b; }
};

__global__ void ops (const int *in, int *out)
{
  typedef cub::BlockReduce<int, 64> BR;
  typedef cub::BlockScan<int, 64> BS;
  typedef cub::WarpReduce<int> WR;
  typedef cub::WarpScan<int> WS;
  __shared__ typename BR::TempStorage rt;
  __shared__ typename BS::TempStorage st;
  __shared__ typename WR::TempStorage wt[2];
  __shared__ typename WS::TempStorage ws[2];
  int x = in[threadIdx.x];
  int mx = BR (rt).Reduce (x, MaxOp ());
  if (threadIdx.x == 0)
    out[0] = mx;
  int inc, exc;
  BS (st).InclusiveScan (x, inc, MaxOp ());
  __syncthreads ();
  BS (st).ExclusiveScan (x, exc, 100, MaxOp ());
  out[1 + threadIdx.x] = inc;
  out[65 + threadIdx.x] = exc;
  int w = threadIdx.x / 32;
  int wmin = WR (wt[w]).Reduce (x, [] (int a, int b) { return a < b ? a : b; });
  if (threadIdx.x % 32 == 0)
    out[129 + w] = wmin;
  int wprod;
  WS (ws[w]).InclusiveScan (x % 3 + 1, wprod, [] (int a, int b) { return (a * b) % 1000; });
  out[131 + threadIdx.x] = wprod;
}

int main ()
{
  int h[64], *din, *dout, r[195];
  for (int i = 0; i < 64; i++)
    h[i] = (i * 37) % 91;
  cudaMalloc (&din, sizeof h);
  cudaMalloc (&dout, sizeof r);
  cudaMemcpy (din, h, sizeof h, cudaMemcpyHostToDevice);
  ops<<<1, 64>>> (din, dout);
  cudaMemcpy (r, dout, sizeof r, cudaMemcpyDeviceToHost);
  printf ("block max %d\n", r[0]);
  printf ("inclusive max: %d %d %d %d\n", r[1], r[2], r[10], r[64]);
  printf ("exclusive max from 100: %d %d %d\n", r[65], r[66], r[128]);
  printf ("warp minima %d %d\n", r[129], r[130]);
  printf ("warp products %d %d %d\n", r[131], r[131 + 31], r[131 + 63]);
  cudaFree (din);
  cudaFree (dout);
  return 0;
}

// Expected output computed with a host reference program (g++: the same scans in loops).
// expect: block max 90
// expect: inclusive max: 0 37 77 90
// expect: exclusive max from 100: 100 100 100
// expect: warp minima 0 1
// expect: warp products 1 448 904
