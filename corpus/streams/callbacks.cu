// corpus/streams/callbacks.cu: host functions in stream order. cudaLaunchHostFunc runs after the
// kernel before it in the stream and sees its result in pinned memory; cudaStreamAddCallback
// gets the stream's status; both run before cudaStreamSynchronize returns.
#include <stdio.h>

__global__ void square(int *v) { v[threadIdx.x] *= v[threadIdx.x]; }

static void report(void *data) {
  int *v = (int *) data;
  printf("host function: v[3] = %d\n", v[3]);
}

static void CUDART_CB done(cudaStream_t stream, cudaError_t status, void *data) {
  (void) stream;
  printf("callback: %s, tag %d\n", cudaGetErrorName(status), *(int *) data);
}

int main() {
  int *v, tag = 7;
  cudaMallocHost(&v, 8 * sizeof(int));
  for (int i = 0; i < 8; i++)
    v[i] = i;
  cudaStream_t s;
  cudaStreamCreate(&s);
  square<<<1, 8, 0, s>>>(v);
  cudaLaunchHostFunc(s, report, v);
  cudaStreamAddCallback(s, done, &tag, 0);
  printf("launched\n");
  cudaStreamSynchronize(s);
  printf("synchronised: v[7] = %d\n", v[7]);
  cudaStreamDestroy(s);
  cudaFreeHost(v);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: launched
// expect: host function: v[3] = 9
// expect: callback: cudaSuccess, tag 7
// expect: synchronised: v[7] = 49
