// corpus/streams/race-host-managed.cu: the host writes managed memory that a launched kernel
// reads, before synchronising with it: the launch returned at once, so the kernel may run before
// or after the write. The write after cudaDeviceSynchronize is ordered.
#include <stdio.h>

__global__ void sum(const int *v, int *out) { atomicAdd(out, v[threadIdx.x]); }

int main() {
  int *v, *out;
  cudaMallocManaged(&v, 8 * sizeof(int));
  cudaMallocManaged(&out, sizeof(int));
  for (int i = 0; i < 8; i++)
    v[i] = 1;
  *out = 0;
  sum<<<1, 8>>>(v, out);
  v[0] = 100;
  cudaDeviceSynchronize();
  v[1] = 100;
  printf("out = %d\n", *out);
  cudaFree(v);
  cudaFree(out);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: out = 107
// expect-exit: 1
// expect-report: ^race-host-managed\.cu:6:63: error: data race on managed memory: read of 4 bytes at offset 0 of an allocation of 32 bytes allocated at race-host-managed\.cu:10:3 conflicts with an earlier write
// expect-report: ^race-host-managed\.cu:16:8: note: previous write by the host thread
