// A graph captured from two streams: the capturing stream forks a second one through an event,
// both streams' kernels write the same array, and the fork is joined back only afterwards. In
// the graph nothing orders the two kernels, so a launch may run them at the same time: their
// writes race, as they would have in the two streams.
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }

int main(void)
{
    int *d;
    cudaMalloc(&d, 32 * sizeof(int));
    cudaStream_t s1, s2;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    cudaEvent_t fork, join;
    cudaEventCreate(&fork);
    cudaEventCreate(&join);
    cudaGraph_t g;
    cudaGraphExec_t e;
    cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
    cudaEventRecord(fork, s1);
    cudaStreamWaitEvent(s2, fork, 0);
    fill<<<1, 32, 0, s1>>>(d, 1);
    fill<<<1, 32, 0, s2>>>(d, 2);
    cudaEventRecord(join, s2);
    cudaStreamWaitEvent(s1, join, 0);
    printf("capture: %s\n", cudaGetErrorName(cudaStreamEndCapture(s1, &g)));
    cudaGraphInstantiate(&e, g, 0);
    cudaGraphLaunch(e, s1);
    cudaStreamSynchronize(s1);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
    cudaEventDestroy(fork);
    cudaEventDestroy(join);
    cudaStreamDestroy(s1);
    cudaStreamDestroy(s2);
    cudaFree(d);
    return 0;
}
// expect: capture: cudaSuccess
// expect-exit: 1
// expect-report: ^race-graph-capture-fork\.cu:8:54: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 128 bytes allocated at .*race-graph-capture-fork\.cu:13:5 conflicts with an earlier write$
// expect-report: ^cudak: 1 error, 0 warnings; 31 repeats folded \(seed 0\)$
