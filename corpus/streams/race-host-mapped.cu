// corpus/streams/race-host-mapped.cu: the host touches mapped pinned memory while a kernel that
// uses it may still run. The launch returns at once, so the host's read of 'out' (from
// cudaHostAlloc) and its write of 'in' (registered with cudaHostRegister) race with the
// kernel's accesses; the same accesses after cudaDeviceSynchronize are ordered.
#include <stdio.h>

#define N 32

static int in[N];

__global__ void twice(const int *src, int *dst) { dst[threadIdx.x] = 2 * src[threadIdx.x]; }

int main() {
  int *out, *d_in, *d_out;
  cudaHostAlloc((void **) &out, N * sizeof(int), cudaHostAllocMapped);
  cudaHostRegister(in, sizeof in, cudaHostRegisterMapped);
  for (int i = 0; i < N; i++) {
    in[i] = i;
    out[i] = 0;
  }
  cudaHostGetDevicePointer((void **) &d_in, in, 0);
  cudaHostGetDevicePointer((void **) &d_out, out, 0);
  twice<<<1, N>>>(d_in, d_out);
  int early = out[3];
  in[5] = 50;
  cudaDeviceSynchronize();
  printf("out[3] = %d, out[7] = %d\n", out[3], out[7]);
  in[6] = 60;
  if (early == -1)
    return 2;
  cudaHostUnregister(in);
  cudaFreeHost(out);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: out[3] = 6, out[7] = 14
// expect-exit: 1
// expect-report: ^race-host-mapped\.cu:11:77: error: data race on host memory: read of 4 bytes at 'in'\[5\] conflicts with an earlier write
// expect-report: ^race-host-mapped\.cu:25:9: note: previous write by the host thread
// expect-report: ^race-host-mapped\.cu:11:68: error: data race on host memory: write of 4 bytes at offset 12 of an allocation of 128 bytes allocated at race-host-mapped\.cu:15:3 conflicts with an earlier read
// expect-report: ^race-host-mapped\.cu:24:18: note: previous read by the host thread
