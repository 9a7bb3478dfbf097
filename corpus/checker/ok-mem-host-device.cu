// Near miss for the wrong-space checks: device code uses pinned memory mapped with
// cudaHostAlloc(cudaHostAllocMapped) and its device pointer, memory from cudaMallocHost (portable
// and accessible with unified addressing), and managed memory; the host reads all of them after
// synchronising.
#include <stdio.h>
__global__ void fill(int *mapped, int *pinned, int *managed) {
  int t = threadIdx.x;
  mapped[t] = t;
  pinned[t] = 2 * t;
  managed[t] = 3 * t;
}
int main(void) {
  int *mapped, *dmapped, *pinned, *managed;
  cudaSetDeviceFlags(cudaDeviceMapHost);
  cudaHostAlloc(&mapped, 8 * sizeof(int), cudaHostAllocMapped);
  cudaHostGetDevicePointer(&dmapped, mapped, 0);
  cudaMallocHost(&pinned, 8 * sizeof(int));
  cudaMallocManaged(&managed, 8 * sizeof(int));
  fill<<<1, 8>>>(dmapped, pinned, managed);
  cudaDeviceSynchronize();
  printf("%d %d %d\n", mapped[7], pinned[7], managed[7]);
  cudaFreeHost(mapped);
  cudaFreeHost(pinned);
  cudaFree(managed);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 7 14 21
