// The classic warp-synchronous inclusive scan (pre-Volta code, Hillis and Steele): each step
// runs only in the lanes at or above the offset, with no __syncwarp between the steps. The
// lanes of the branch execute the statement together, all reads before all writes, which is
// what --race-model=warp-sync assumes under --simt=stack, even though the warp has diverged
// (issue 23, defect 2). its-race-warp-sync-scan.cu runs it under --simt=its, where it races.
// cudak-args: --race-model=warp-sync
#include <stdio.h>

__global__ void warp_scan(const int *in, int *out) {
  __shared__ volatile int s[32];
  int lane = threadIdx.x;
  s[lane] = in[lane];
  if (lane >= 1)
    s[lane] = s[lane - 1] + s[lane];
  if (lane >= 2)
    s[lane] = s[lane - 2] + s[lane];
  if (lane >= 4)
    s[lane] = s[lane - 4] + s[lane];
  if (lane >= 8)
    s[lane] = s[lane - 8] + s[lane];
  if (lane >= 16)
    s[lane] = s[lane - 16] + s[lane];
  out[lane] = s[lane];
}

int main(void) {
  int h[32], *in, *out;
  for (int i = 0; i < 32; i++)
    h[i] = i + 1;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof h);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  warp_scan<<<1, 32>>>(in, out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[15], h[31]);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1 3 136 528
