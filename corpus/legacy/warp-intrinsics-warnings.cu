// The deprecation warnings of the pre-CUDA-9 warp functions, worded as CUDA's headers word them
// (each names its _sync replacement); the program still builds and runs as on sm_52. The same
// functions are unavailable under -arch=sm_70 and later, where nvcc 12 rejected them
// (frontend/invalid/legacy-shfl-sm70.cu).
// nvcc: removed-in-cuda13: __ballot, __any, __shfl_down, any (sm_70+ only in CUDA 13)
#include <stdio.h>

__global__ void count_odd(const int *v, int *out) {
  unsigned odd = __ballot(v[threadIdx.x] & 1);
  int some = __any(v[threadIdx.x] > 40);
  int n = __popc(odd);
  n += __shfl_down(n, 16);
  if (threadIdx.x == 0)
    *out = n * 10 + some + any(n > 0);
}

int main(void) {
  int h[32], *d, *r, res;
  for (int i = 0; i < 32; i++)
    h[i] = i * 3;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&r, sizeof(int));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  count_odd<<<1, 32>>>(d, r);
  cudaMemcpy(&res, r, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", res);
  cudaFree(d);
  cudaFree(r);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 322
// expect-report: ^warp\-intrinsics\-warnings\.cu:9:18: warning: '__ballot' is deprecated: __ballot\(\) is deprecated in favor of __ballot_sync\(\) and may be removed in a future release \(Use \-Wno\-deprecated\-declarations to suppress this warning\)\. \[\-Wdeprecated\-declarations\]
// expect-report: ^warp\-intrinsics\-warnings\.cu:10:14: warning: '__any' is deprecated: __any\(\) is deprecated in favor of __any_sync\(\) and may be removed in a future release \(Use \-Wno\-deprecated\-declarations to suppress this warning\)\. \[\-Wdeprecated\-declarations\]
// expect-report: ^warp\-intrinsics\-warnings\.cu:12:8: warning: '__shfl_down' is deprecated: __shfl_down\(\) is deprecated in favor of __shfl_down_sync\(\) and may be removed in a future release \(Use \-Wno\-deprecated\-declarations to suppress this warning\)\. \[\-Wdeprecated\-declarations\]
// expect-report: ^warp\-intrinsics\-warnings\.cu:14:28: warning: 'any' is deprecated: __any\(\) is deprecated in favor of __any_sync\(\) and may be removed in a future release \(Use \-Wno\-deprecated\-declarations to suppress this warning\)\. \[\-Wdeprecated\-declarations\]
