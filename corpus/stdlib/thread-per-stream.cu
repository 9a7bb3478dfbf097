// <thread>: one std::thread per device stream, as multi-stream drivers are written: each
// thread fills its slice on its own stream (memcpyAsync, kernel, memcpyAsync, synchronize);
// main joins them and checks every slice. Expected output: what the program computes (each
// element is 3 * i + slice).
#include <thread>
#include <cstdio>
#include <cuda_runtime.h>

#define SLICES 3
#define N 256

static float host[SLICES][N];
static float *dev[SLICES];
static cudaStream_t streams[SLICES];

__global__ void fill(float *v, int n, int slice)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = 3.0f * i + slice;
}

void drive(int slice)
{
  fill<<<N / 64, 64, 0, streams[slice]>>>(dev[slice], N, slice);
  cudaMemcpyAsync(host[slice], dev[slice], N * sizeof(float), cudaMemcpyDeviceToHost,
                  streams[slice]);
  cudaStreamSynchronize(streams[slice]);
}

int main()
{
  for (int s = 0; s < SLICES; s++) {
    cudaStreamCreate(&streams[s]);
    cudaMalloc(&dev[s], N * sizeof(float));
  }
  std::thread workers[SLICES];
  for (int s = 0; s < SLICES; s++)
    workers[s] = std::thread(drive, s);
  for (int s = 0; s < SLICES; s++)
    workers[s].join();
  int bad = 0;
  for (int s = 0; s < SLICES; s++)
    for (int i = 0; i < N; i++)
      if (host[s][i] != 3.0f * i + s)
        bad++;
  printf("slices %d, last %.1f %.1f %.1f, wrong %d\n", SLICES, host[0][N - 1], host[1][N - 1],
         host[2][N - 1], bad);
  for (int s = 0; s < SLICES; s++) {
    cudaFree(dev[s]);
    cudaStreamDestroy(streams[s]);
  }
  return 0;
}
// expect: slices 3, last 765.0 766.0 767.0, wrong 0
