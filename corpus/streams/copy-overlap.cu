// corpus/streams/copy-overlap.cu: a copy overlapping a kernel. 'scale' runs in stream s0 while a
// cudaMemcpyAsync from pinned memory in stream s1 fills another buffer; under --progress=fair the
// two interleave (the copy is done before the kernel's 200 rounds are), no access is shared, and
// the event recorded after the copy completes first.
#include <stdio.h>

__global__ void scale(float *a) {
  for (int k = 0; k < 200; k++)
    a[threadIdx.x] = a[threadIdx.x] * 1.0f + 1.0f;
}

int main() {
  float *a, *b, *pinned, ha[32], hb[32];
  cudaMalloc(&a, sizeof ha);
  cudaMalloc(&b, sizeof hb);
  cudaMemset(a, 0, sizeof ha);
  cudaMallocHost(&pinned, sizeof hb);
  for (int i = 0; i < 32; i++)
    pinned[i] = (float) i;
  cudaStream_t s0, s1;
  cudaStreamCreateWithFlags(&s0, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  cudaEvent_t copied, scaled;
  cudaEventCreate(&copied);
  cudaEventCreate(&scaled);
  scale<<<1, 32, 0, s0>>>(a);
  cudaEventRecord(scaled, s0);
  cudaMemcpyAsync(b, pinned, sizeof hb, cudaMemcpyHostToDevice, s1);
  cudaEventRecord(copied, s1);
  cudaEventSynchronize(copied);
  printf("copy done, kernel still running: %s\n",
         cudaEventQuery(scaled) == cudaErrorNotReady ? "yes" : "no");
  cudaDeviceSynchronize();
  cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost);
  cudaMemcpy(hb, b, sizeof hb, cudaMemcpyDeviceToHost);
  printf("a[5] = %.0f, b[5] = %.0f\n", ha[5], hb[5]);
  cudaFreeHost(pinned);
  cudaFree(a);
  cudaFree(b);
  return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --progress=fair
// expect: copy done, kernel still running: yes
// expect: a[5] = 200, b[5] = 5
