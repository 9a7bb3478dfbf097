// corpus/streams/race-host-async.cu: the host reads the destination of a cudaMemcpyAsync into
// pinned memory before synchronising with its stream: the copy may not have happened yet. The
// second read, after cudaStreamSynchronize, is ordered and not reported.
#include <stdio.h>

__global__ void fill(int *a) { a[threadIdx.x] = threadIdx.x + 1; }

int main() {
  int *a, *h;
  cudaMalloc(&a, 32 * sizeof(int));
  cudaMallocHost(&h, 32 * sizeof(int));
  h[3] = 0;
  cudaStream_t s;
  cudaStreamCreate(&s);
  fill<<<1, 32, 0, s>>>(a);
  cudaMemcpyAsync(h, a, 32 * sizeof(int), cudaMemcpyDeviceToHost, s);
  int early = h[3];
  cudaStreamSynchronize(s);
  int late = h[3];
  printf("early %d, late %d\n", early, late);
  cudaFreeHost(h);
  cudaFree(a);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: early 0, late 4
// expect-exit: 1
// expect-report: ^race-host-async\.cu:16:3: error: data race on host memory: write of 128 bytes at offset 0 of an allocation of 128 bytes allocated at race-host-async\.cu:11:3 conflicts with an earlier read
// expect-report: ^race-host-async\.cu:17:16: note: previous read by the host thread \(first conflicting byte: offset 12\)
// expect-report: ^race-host-async\.cu:16:3: note: write by a copy of the CUDA runtime
