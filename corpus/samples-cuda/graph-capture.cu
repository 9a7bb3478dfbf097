// corpus/samples-cuda/graph-capture.cu: CUDA graphs by stream capture, as simpleCudaGraphs and
// course code use them: cudaStreamBeginCapture, a copy, two kernels (one with a struct argument
// whose value at capture the node keeps), a memset, a host function and a copy back captured
// into a graph, cudaGraphGetNodes counting them, cudaGraphInstantiate, the graph destroyed and
// the executable graph launched three times, then a capture that cudaStreamSynchronize
// invalidates (cudaErrorStreamCaptureUnsupported, then cudaErrorStreamCaptureInvalidated).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>
struct Scale { float a; float b; };
__global__ void axpb(float *x, Scale s, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] = s.a * x[i] + s.b; }
__global__ void sum(const float *x, float *out, int n) { __shared__ float t[64]; int i = threadIdx.x; float v = 0; for (int j = i; j < n; j += 64) v += x[j]; t[i] = v; __syncthreads(); if (i == 0) { float s = 0; for (int k = 0; k < 64; k++) s += t[k]; *out = s; } }
static int calls = 0;
static void CUDART_CB tick(void *p) { calls += *(int *)p; }
int main() {
  const int n = 1000; float *h, *d, *dsum, hs;
  cudaMallocHost(&h, n * sizeof(float)); cudaMalloc(&d, n * sizeof(float)); cudaMalloc(&dsum, sizeof(float));
  for (int i = 0; i < n; i++) h[i] = 1.0f;
  cudaStream_t s; cudaStreamCreate(&s);
  cudaGraph_t graph; cudaGraphExec_t exec;
  cudaStreamCaptureStatus st;
  printf("begin %s\n", cudaGetErrorName(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal)));
  cudaStreamIsCapturing(s, &st); printf("status %d\n", (int)st);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  Scale sc = {2.0f, 1.0f};
  axpb<<<(n + 127) / 128, 128, 0, s>>>(d, sc, n);
  sc.a = 100.0f;  /* the node keeps the value at capture */
  sum<<<1, 64, 0, s>>>(d, dsum, n);
  cudaMemsetAsync(d, 0, sizeof(float), s);
  int one = 1; cudaLaunchHostFunc(s, tick, &one);
  cudaMemcpyAsync(&hs, dsum, sizeof(float), cudaMemcpyDeviceToHost, s);
  printf("end %s\n", cudaGetErrorName(cudaStreamEndCapture(s, &graph)));
  size_t nodes = 0; cudaGraphGetNodes(graph, NULL, &nodes); printf("nodes %zu, calls so far %d\n", nodes, calls);
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphDestroy(graph);
  for (int it = 0; it < 3; it++) { cudaGraphLaunch(exec, s); cudaStreamSynchronize(s); printf("iteration %d: sum %.0f, calls %d\n", it, hs, calls); }
  printf("h[0] %.0f\n", h[0]);
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  printf("sync while capturing: %s\n", cudaGetErrorName(cudaStreamSynchronize(s)));
  printf("end: %s\n", cudaGetErrorName(cudaStreamEndCapture(s, &graph)));
  cudaGraphExecDestroy(exec); cudaStreamDestroy(s); cudaFree(d); cudaFree(dsum); cudaFreeHost(h);
  return 0;
}
// expect: begin cudaSuccess
// expect: status 1
// expect: end cudaSuccess
// expect: nodes 6, calls so far 0
// expect: iteration 0: sum 3000, calls 1
// expect: iteration 1: sum 3000, calls 2
// expect: iteration 2: sum 3000, calls 3
// expect: h[0] 1
// expect: sync while capturing: cudaErrorStreamCaptureUnsupported
// expect: end: cudaErrorStreamCaptureInvalidated
