// Two kernel nodes of a graph with no dependency between them may run at the same time: both
// write the same word, a data race between the graph's branches. A third node that depends on
// both reads the word after either (no race there).
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void put(int *p, int v) { *p = v; }
__global__ void get(const int *p, int *out) { *out = *p; }

int main(void)
{
    int *d, *out, h;
    cudaMalloc(&d, sizeof(int));
    cudaMalloc(&out, sizeof(int));
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphNode_t a, b, c;
    int one = 1, two = 2;
    void *argsA[2] = {&d, &one}, *argsB[2] = {&d, &two}, *argsC[2] = {&d, &out};
    cudaKernelNodeParams p = {0};
    p.gridDim = dim3(1);
    p.blockDim = dim3(1);
    p.func = (void *) put;
    p.kernelParams = argsA;
    cudaGraphAddKernelNode(&a, g, NULL, 0, &p);
    p.kernelParams = argsB;
    cudaGraphAddKernelNode(&b, g, NULL, 0, &p);
    cudaGraphNode_t deps[2] = {a, b};
    p.func = (void *) get;
    p.kernelParams = argsC;
    cudaGraphAddKernelNode(&c, g, deps, 2, &p);
    cudaGraphExec_t e;
    cudaGraphInstantiate(&e, g, 0);
    cudaGraphLaunch(e, 0);
    cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d\n", h == 1 || h == 2);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
    cudaFree(d);
    cudaFree(out);
    return 0;
}
// expect: 1
// expect-exit: 1
// expect-report: ^race-graph-branches\.cu:7:41: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at .*race-graph-branches\.cu:13:5 conflicts with an earlier write$
