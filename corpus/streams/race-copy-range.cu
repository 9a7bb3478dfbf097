// corpus/streams/race-copy-range.cu: copies of 1 MiB that race with kernels of another stream,
// checked as ranges (issue 22: the tuples of a copy are one template per run of untouched
// granules, checker/README). 'peek' reads two ints that a cudaMemcpyAsync in an unordered stream
// writes; 'poke' then writes ints that the copy wrote, the first with the same value (a
// same-value warning: the template's value is the copy's bytes in memory), the second with
// another; last, copies back to the host in s1 read ints that 'poke' writes in s2 (the first
// write to a[3] is waited for). copy-range-ordered.cu is the near miss.
#include <stdio.h>

#define N (1 << 18)

__global__ void peek(const int *a, int *out, int k) { out[threadIdx.x] = a[k + threadIdx.x * 4096]; }
__global__ void poke(int *a, int k, int v) { a[k] = v; }

int main() {
  int *a, *out, *h;
  cudaMalloc(&a, N * sizeof(int));
  cudaMalloc(&out, 2 * sizeof(int));
  cudaMallocHost(&h, N * sizeof(int));
  for (int i = 0; i < N; i++)
    h[i] = i % 1000;
  cudaStream_t s1, s2;
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaMemcpyAsync(a, h, N * sizeof(int), cudaMemcpyHostToDevice, s1);
  peek<<<1, 2, 0, s2>>>(a, out, 100000);
  cudaDeviceSynchronize();
  cudaMemcpyAsync(a, h, N * sizeof(int), cudaMemcpyHostToDevice, s1);
  poke<<<1, 1, 0, s2>>>(a, 200000, 0);
  cudaDeviceSynchronize();
  cudaMemcpyAsync(a, h, N * sizeof(int), cudaMemcpyHostToDevice, s1);
  poke<<<1, 1, 0, s2>>>(a, 200004, -1);
  cudaDeviceSynchronize();
  poke<<<1, 1, 0, s2>>>(a, 250000, 1);
  cudaMemcpyAsync(h, a, N * sizeof(int), cudaMemcpyDeviceToHost, s1);
  cudaDeviceSynchronize();
  poke<<<1, 1, 0, s2>>>(a, 3, 2);
  cudaStreamSynchronize(s2);
  poke<<<1, 1, 0, s2>>>(a, 150000, 3);
  cudaMemcpyAsync(h, a, N * sizeof(int), cudaMemcpyDeviceToHost, s1);
  cudaDeviceSynchronize();
  printf("done: %d\n", h[250000]);
  cudaFreeHost(h);
  cudaFree(out);
  cudaFree(a);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: done: 1
// expect-exit: 1
// expect-report: ^race-copy-range\.cu:12:75: error: data race on global memory: read of 4 bytes at offset 400000 of an allocation of 1048576 bytes allocated at race-copy-range\.cu:17:3 conflicts with an earlier write$
// expect-report: ^race-copy-range\.cu:25:3: note: previous write by a copy of the CUDA runtime$
// expect-report: ^race-copy-range\.cu:13:51: warning: data race on global memory: write of 4 bytes at offset 800000 .* conflicts with an earlier write of the same value$
// expect-report: ^race-copy-range\.cu:28:3: note: previous write by a copy of the CUDA runtime$
// expect-report: ^race-copy-range\.cu:13:51: note: write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\); both store the same value$
// expect-report: ^race-copy-range\.cu:13:51: error: data race on global memory: write of 4 bytes at offset 800016 .* conflicts with an earlier write$
// expect-report: ^race-copy-range\.cu:31:3: note: previous write by a copy of the CUDA runtime$
// expect-report: ^race-copy-range\.cu:13:51: note: write by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\); the values differ$
// expect-report: ^race-copy-range\.cu:13:51: error: data race on global memory: write of 4 bytes at offset 1000000 .* conflicts with an earlier read$
// expect-report: ^race-copy-range\.cu:35:3: note: previous read by a copy of the CUDA runtime$
// expect-report: ^race-copy-range\.cu:13:51: error: data race on global memory: write of 4 bytes at offset 600000 .* conflicts with an earlier read$
// expect-report: ^race-copy-range\.cu:40:3: note: previous read by a copy of the CUDA runtime$
