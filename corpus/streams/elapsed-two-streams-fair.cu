// corpus/streams/elapsed-two-streams-fair.cu: events in two streams measure one timeline, with a
// clock per stream on it (issue 23). Stream A copies 8 MiB while stream B runs a short kernel
// beside it (--progress=fair runs them at the same time): B's kernel takes as long as it takes
// alone, not the copy's time as well, and A's copy takes as long as the copy engine needs. The
// copy was charged to one device clock shared by every stream, so B measured the copy's 0.43 ms
// instead of its own 0.002 ms.
// cudak-args: --progress=fair
#include <stdio.h>

__global__ void spin(int *out, int n) {
  int acc = 0;
  for (int k = 0; k < n; k++)
    acc += k;
  out[threadIdx.x] = acc;
}

static float elapsed(cudaEvent_t a, cudaEvent_t b) {
  float ms = -1;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}

int main(void) {
  const size_t big = 8 << 20;
  int *out;
  char *h, *d;
  cudaMalloc(&out, 32 * sizeof(int));
  cudaMallocHost(&h, big);
  cudaMalloc(&d, big);
  cudaStream_t sa, sb;
  cudaStreamCreate(&sa);
  cudaStreamCreate(&sb);
  cudaEvent_t a0, a1, b0, b1;
  cudaEventCreate(&a0);
  cudaEventCreate(&a1);
  cudaEventCreate(&b0);
  cudaEventCreate(&b1);

  cudaEventRecord(b0, sb);
  spin<<<1, 32, 0, sb>>>(out, 100);
  cudaEventRecord(b1, sb);
  cudaEventRecord(a0, sa);
  cudaMemcpyAsync(d, h, big, cudaMemcpyHostToDevice, sa);
  cudaEventRecord(a1, sa);
  cudaDeviceSynchronize();
  float copy_ms = elapsed(a0, a1), beside_ms = elapsed(b0, b1), after_ms = elapsed(b1, a1);

  cudaEventRecord(b0, sb);
  spin<<<1, 32, 0, sb>>>(out, 100);
  cudaEventRecord(b1, sb);
  cudaDeviceSynchronize();
  float alone_ms = elapsed(b0, b1);

  printf("kernel beside the copy takes as long as alone: %s\n",
         beside_ms == alone_ms ? "yes" : "no");
  printf("copy longer than the kernel: %s\n", copy_ms > 100 * alone_ms ? "yes" : "no");
  printf("the copy ends after the kernel: %s\n", after_ms > 0 ? "yes" : "no");

  cudaEventDestroy(a0);
  cudaEventDestroy(a1);
  cudaEventDestroy(b0);
  cudaEventDestroy(b1);
  cudaStreamDestroy(sa);
  cudaStreamDestroy(sb);
  cudaFree(out);
  cudaFree(d);
  cudaFreeHost(h);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: kernel beside the copy takes as long as alone: yes
// expect: copy longer than the kernel: yes
// expect: the copy ends after the kernel: yes
