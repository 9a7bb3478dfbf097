// --stats (issue 22): the counters of a run on one line of stderr. Two warps of 32 threads;
// lanes 0-9 of each take the branch. Device steps per warp: the statements before the branch,
// the taken path with 10 lanes, the join with 32: the same counts as the rows of --trace=warp
// (a step counts the lanes active before it): 24 rows, 528 lanes. The times vary: only their
// form is checked. The accesses the checker sees are the kernel's 104 (64 stores, 20 loads and
// 20 stores) and the host's (its loop over h[], the copy).
// cudak-args: --stats
// expect: 64 20
// expect-report: ^cudak: stats: warp-steps=24 lane-statements=528 host-statements=[0-9]+ accesses-checked=245 peak-shadow-bytes=[0-9]+ startup-ms=[0-9.]+ host-ms=[0-9.]+ device-ms=[0-9.]+ checker-ms=[0-9.]+ total-ms=[0-9.]+ cpu-ms=[0-9.]+$
#include <stdio.h>
#include <cuda_runtime.h>
__global__ void k(int *a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = 1;
  if (threadIdx.x % 32 < 10)
    a[i] += 1;
}
int main(void) {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  k<<<1, 64>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int n = 0, two = 0;
  for (int i = 0; i < 64; i++) {
    n += h[i] > 0;
    two += h[i] == 2;
  }
  printf("%d %d\n", n, two);
  cudaFree(d);
  return 0;
}
