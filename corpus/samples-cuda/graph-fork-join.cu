// corpus/samples-cuda/graph-fork-join.cu: a graph captured from two streams, as simpleCudaGraphs
// forks and joins them: an event recorded in the capturing stream and waited on by a second
// stream (which joins the capture), a kernel in each, the join back through a second event, a
// kernel using both results and a copy; the graph launched into the other stream; then a
// fork never joined back (cudaErrorStreamCaptureUnjoined).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>
__global__ void fill(int *p, int v, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] = v; }
__global__ void addInto(int *dst, const int *a, const int *b, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) dst[i] = a[i] + b[i]; }
int main() {
  const int n = 256; int *a, *b, *c, h[n];
  cudaMalloc(&a, n * sizeof(int)); cudaMalloc(&b, n * sizeof(int)); cudaMalloc(&c, n * sizeof(int));
  cudaStream_t s1, s2; cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking); cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaEvent_t forkEvent, joinEvent; cudaEventCreate(&forkEvent); cudaEventCreate(&joinEvent);
  cudaGraph_t graph; cudaGraphExec_t exec;
  cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
  cudaEventRecord(forkEvent, s1);
  cudaStreamWaitEvent(s2, forkEvent, 0);
  cudaStreamCaptureStatus st2; cudaStreamIsCapturing(s2, &st2);
  fill<<<2, 128, 0, s1>>>(a, 3, n);
  fill<<<2, 128, 0, s2>>>(b, 4, n);
  cudaEventRecord(joinEvent, s2);
  cudaStreamWaitEvent(s1, joinEvent, 0);
  addInto<<<2, 128, 0, s1>>>(c, a, b, n);
  cudaMemcpyAsync(h, c, sizeof h, cudaMemcpyDeviceToHost, s1);
  cudaError_t e = cudaStreamEndCapture(s1, &graph);
  size_t nodes; cudaGraphGetNodes(graph, NULL, &nodes);
  printf("fork capture: %s, s2 was capturing: %d, %zu nodes\n", cudaGetErrorName(e), (int)st2, nodes);
  cudaStreamIsCapturing(s2, &st2); printf("s2 capturing after the end: %d\n", (int)st2);
  cudaGraphInstantiate(&exec, graph, 0);
  h[0] = h[255] = 0;
  cudaGraphLaunch(exec, s2);
  cudaStreamSynchronize(s2);
  printf("h[0] %d h[255] %d\n", h[0], h[255]);
  /* a fork never joined back */
  cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
  cudaEventRecord(forkEvent, s1);
  cudaStreamWaitEvent(s2, forkEvent, 0);
  fill<<<1, 32, 0, s2>>>(b, 1, 32);
  cudaGraph_t g2;
  printf("unjoined: %s\n", cudaGetErrorName(cudaStreamEndCapture(s1, &g2)));
  cudaGraphExecDestroy(exec); cudaGraphDestroy(graph);
  cudaEventDestroy(forkEvent); cudaEventDestroy(joinEvent);
  cudaStreamDestroy(s1); cudaStreamDestroy(s2); cudaFree(a); cudaFree(b); cudaFree(c);
  return 0;
}
// expect: fork capture: cudaSuccess, s2 was capturing: 1, 4 nodes
// expect: s2 capturing after the end: 0
// expect: h[0] 7 h[255] 7
// expect: unjoined: cudaErrorStreamCaptureUnjoined
