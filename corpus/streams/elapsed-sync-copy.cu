// corpus/streams/elapsed-sync-copy.cu: cudaEventElapsedTime around synchronous copies and
// memsets. They are work of the legacy stream, done while the host waits, and cost what an
// asynchronous copy costs (1000 cycles plus one per 16 bytes), so the time between events
// recorded around them is never 0; it was 0 for every synchronous form (audit 10).
#include <stdio.h>

#define N 65536

static int h[N];
__device__ int sym[N];

static float span(cudaEvent_t a, cudaEvent_t b) {
  float ms = -1;
  cudaEventSynchronize(b);
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}

static void show(const char *what, cudaEvent_t a, cudaEvent_t b) {
  float ms = span(a, b);
  printf("%s: %s\n", what, ms > 0 ? "elapsed > 0" : "elapsed 0");
}

int main() {
  int *d;
  size_t pitch;
  cudaMalloc(&d, sizeof h);
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);

  cudaEventRecord(a);
  cudaMemset(d, 0, sizeof h);
  cudaEventRecord(b);
  show("cudaMemset", a, b);

  cudaEventRecord(a);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cudaEventRecord(b);
  show("cudaMemcpy H2D", a, b);

  cudaEventRecord(a);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaEventRecord(b);
  show("cudaMemcpy D2H", a, b);

  cudaEventRecord(a);
  cudaMemcpyAsync(d, h, sizeof h, cudaMemcpyHostToDevice, 0);
  cudaEventRecord(b);
  show("cudaMemcpyAsync from pageable memory", a, b);

  cudaEventRecord(a);
  cudaMemcpyToSymbol(sym, h, sizeof h);
  cudaEventRecord(b);
  show("cudaMemcpyToSymbol", a, b);

  int *d2;
  cudaMallocPitch((void **)&d2, &pitch, 256 * sizeof(int), 64);
  cudaEventRecord(a);
  cudaMemset2D(d2, pitch, 0, 256 * sizeof(int), 64);
  cudaEventRecord(b);
  show("cudaMemset2D", a, b);

  cudaFree(d2);
  cudaFree(d);
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaMemset: elapsed > 0
// expect: cudaMemcpy H2D: elapsed > 0
// expect: cudaMemcpy D2H: elapsed > 0
// expect: cudaMemcpyAsync from pageable memory: elapsed > 0
// expect: cudaMemcpyToSymbol: elapsed > 0
// expect: cudaMemset2D: elapsed > 0
