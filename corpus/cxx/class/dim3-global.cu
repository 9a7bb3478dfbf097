// A file-scope `dim3 grid;` is (1,1,1), as dim3's default constructor makes it (it was
// (0,0,0), and every launch with it invalid; issue 19).
#include <cstdio>
#include <cuda_runtime.h>
dim3 grid;
__global__ void k(int *o) { o[blockIdx.x * blockDim.x + threadIdx.x] = gridDim.x * 10 + blockDim.x; }
int main() {
  dim3 block(4);
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  k<<<grid, block>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d | %u %u %u\n", h[0], h[1], h[2], h[3], grid.x, grid.y, grid.z);
  cudaFree(d);
  return 0;
}
// expect: 14 14 14 14 | 1 1 1
