// bench/programs/memcpy.cu: cudaMemcpy of MIB MiB (default 64) host to device and back (issue 22),
// with a kernel between that adds 1 to every 4096th int, so that the copies carry data the
// device wrote and the checker has both directions to follow. The fill and the checksum loops
// touch one int per 4 KiB page, so that host code does not dominate the copies.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>
#ifndef MIB
#define MIB 64
#endif
#define STRIDE 1024
__global__ void bump(int *p, size_t n) {
  size_t i = ((size_t) blockIdx.x * blockDim.x + threadIdx.x) * STRIDE;
  if (i < n)
    p[i] += 1;
}
int main(void) {
  size_t bytes = (size_t) MIB << 20, n = bytes / sizeof(int);
  int *h = (int *) malloc(bytes), *d;
  memset(h, 0, bytes);
  for (size_t i = 0; i < n; i += STRIDE)
    h[i] = (int) (i / STRIDE % 1000);
  cudaMalloc(&d, bytes);
  cudaMemcpy(d, h, bytes, cudaMemcpyHostToDevice);
  size_t pages = n / STRIDE;
  bump<<<(unsigned) ((pages + 255) / 256), 256>>>(d, n);
  cudaMemcpy(h, d, bytes, cudaMemcpyDeviceToHost);
  long long sum = 0;
  for (size_t i = 0; i < n; i += STRIDE)
    sum += h[i];
  printf("memcpy %d MiB checksum %lld\n", MIB, sum);
  cudaFree(d);
  free(h);
  return 0;
}
