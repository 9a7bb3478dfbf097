// The error codes of the graph-building calls, as the CUDA Runtime API documents them: flags of
// cudaGraphCreate other than 0, a kernel node whose function is no kernel
// (cudaErrorInvalidDeviceFunction), a memset node of 3-byte elements, a dependency that is a node
// of another graph (an api-misuse report too), an edge that exists already, and a cycle made by
// cudaGraphAddDependencies, which cudaGraphInstantiate refuses (cudaErrorInvalidValue; its
// instantiation result would be cudaGraphInstantiateInvalidStructure).
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void k(int *p) { *p = 1; }
static void not_a_kernel(void) {}

int main(void)
{
    cudaGraph_t g, other;
    cudaGraphNode_t a, b, c, x;
    int *d;
    cudaMalloc(&d, 16);
    printf("create flags 1: %s\n", cudaGetErrorName(cudaGraphCreate(&g, 1)));
    cudaGraphCreate(&g, 0);
    cudaGraphCreate(&other, 0);

    void *args[1] = {&d};
    cudaKernelNodeParams kp = {0};
    kp.func = (void *) not_a_kernel;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(1);
    kp.kernelParams = args;
    printf("host function: %s\n", cudaGetErrorName(cudaGraphAddKernelNode(&a, g, NULL, 0, &kp)));
    kp.func = (void *) k;
    printf("kernel: %s\n", cudaGetErrorName(cudaGraphAddKernelNode(&a, g, NULL, 0, &kp)));

    cudaMemsetParams mp = {0};
    mp.dst = d;
    mp.elementSize = 3;
    mp.width = 4;
    mp.height = 1;
    printf("memset of 3-byte elements: %s\n", cudaGetErrorName(cudaGraphAddMemsetNode(&b, g, &a, 1, &mp)));
    mp.elementSize = 4;
    printf("memset: %s\n", cudaGetErrorName(cudaGraphAddMemsetNode(&b, g, &a, 1, &mp)));

    cudaGraphAddEmptyNode(&x, other, NULL, 0);
    printf("foreign dependency: %s\n", cudaGetErrorName(cudaGraphAddEmptyNode(&c, g, &x, 1)));
    printf("empty: %s\n", cudaGetErrorName(cudaGraphAddEmptyNode(&c, g, &b, 1)));
    printf("edge again: %s\n", cudaGetErrorName(cudaGraphAddDependencies(g, &b, &c, NULL, 1)));
    printf("edge back: %s\n", cudaGetErrorName(cudaGraphAddDependencies(g, &c, &a, NULL, 1)));

    cudaGraphExec_t e;
    printf("instantiate: %s\n", cudaGetErrorName(cudaGraphInstantiate(&e, g, 0)));
    cudaGraphDestroy(g);
    cudaGraphDestroy(other);
    cudaFree(d);
    return 0;
}
// expect: create flags 1: cudaErrorInvalidValue
// expect: host function: cudaErrorInvalidDeviceFunction
// expect: kernel: cudaSuccess
// expect: memset of 3-byte elements: cudaErrorInvalidValue
// expect: memset: cudaSuccess
// expect: foreign dependency: cudaErrorInvalidValue
// expect: empty: cudaSuccess
// expect: edge again: cudaErrorInvalidValue
// expect: edge back: cudaSuccess
// expect: instantiate: cudaErrorInvalidValue
// expect-exit: 1
// expect-report: ^graph-errors\.cu:43:57: error: cudaGraphAddEmptyNode: dependency 0 \(0x[0-9a-f]+\) is not a node of this graph$
// expect-report: ^graph-errors\.cu:49:50: error: cudaGraphInstantiate: the graph's dependencies form a cycle$
