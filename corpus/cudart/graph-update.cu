// Changing graphs after they are made, as the jacobiCudaGraphs sample and course code do: a
// stream captured anew each iteration with a kernel argument that changes, the first capture
// instantiated and the later ones given to cudaGraphExecUpdate; a kernel node's parameters read
// (cudaGraphKernelNodeGetParams), changed in the graph (cudaGraphKernelNodeSetParams) and in an
// executable graph only (cudaGraphExecKernelNodeSetParams); the edge queries; a node destroyed;
// and an update that fails because the topology changed. Values checked by hand.
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void axpy(float *y, const float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] += a * x[i];
}
__global__ void set(float *y, float v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = v;
}

int main(void)
{
    const int n = 64;
    float *x, *y, h[n];
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaStream_t s;
    cudaStreamCreate(&s);
    set<<<1, n, 0, s>>>(x, 1.0f, n);
    set<<<1, n, 0, s>>>(y, 0.0f, n);

    /* capture, update, launch: y += 1 + 2 + 3 + 4 */
    cudaGraphExec_t exec = NULL;
    for (int it = 1; it <= 4; it++) {
        cudaGraph_t g;
        cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
        axpy<<<1, n, 0, s>>>(y, x, (float) it, n);
        cudaStreamEndCapture(s, &g);
        if (exec == NULL) {
            cudaGraphInstantiate(&exec, g, 0);
        } else {
            cudaGraphExecUpdateResultInfo info;
            cudaError_t e = cudaGraphExecUpdate(exec, g, &info);
            if (e != cudaSuccess) {
                printf("update %d failed: %s\n", it, cudaGetErrorName(e));
                return 1;
            }
        }
        cudaGraphLaunch(exec, s);
        cudaGraphDestroy(g);
    }
    cudaStreamSynchronize(s);
    cudaMemcpy(h, y, sizeof h, cudaMemcpyDeviceToHost);
    printf("after the updates: %g %g\n", h[0], h[n - 1]);

    /* a graph built by hand: set, then axpy */
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphNode_t a, b;
    float v = 5.0f, alpha = 2.0f;
    int count = n;
    void *setArgs[3] = {&y, &v, &count};
    void *axpyArgs[4] = {&y, &x, &alpha, &count};
    cudaKernelNodeParams p = {0};
    p.func = (void *) set;
    p.gridDim = dim3(1);
    p.blockDim = dim3(n);
    p.kernelParams = setArgs;
    cudaGraphAddKernelNode(&a, g, NULL, 0, &p);
    p.func = (void *) axpy;
    p.kernelParams = axpyArgs;
    cudaGraphAddKernelNode(&b, g, &a, 1, &p);

    cudaKernelNodeParams q;
    printf("get: %s\n", cudaGetErrorName(cudaGraphKernelNodeGetParams(b, &q)));
    printf("same kernel: %d, block %u, alpha %g\n", q.func == (void *) axpy, q.blockDim.x, *(float *) q.kernelParams[2]);
    float alpha3 = 3.0f;
    q.kernelParams[2] = &alpha3;
    printf("set: %s\n", cudaGetErrorName(cudaGraphKernelNodeSetParams(b, &q)));

    size_t num = 0;
    cudaGraphNode_t from[2], to[2], deps[2];
    cudaGraphGetEdges(g, NULL, NULL, NULL, &num);
    printf("edges: %zu\n", num);
    cudaGraphGetEdges(g, from, to, NULL, &num);
    printf("edge a->b: %d\n", from[0] == a && to[0] == b);
    num = 2;
    cudaGraphNodeGetDependencies(b, deps, NULL, &num);
    printf("b depends on %zu node(s), a: %d\n", num, deps[0] == a);
    num = 2;
    cudaGraphNodeGetDependentNodes(a, deps, NULL, &num);
    printf("a has %zu dependent(s), b: %d\n", num, deps[0] == b);

    cudaGraphExec_t e2;
    cudaGraphInstantiate(&e2, g, 0);
    cudaGraphLaunch(e2, s);   /* y = 5 + 3 * 1 */
    cudaStreamSynchronize(s);
    cudaMemcpy(h, y, sizeof h, cudaMemcpyDeviceToHost);
    printf("graph: %g\n", h[7]);

    float alpha4 = 4.0f;
    q.kernelParams[2] = &alpha4;
    printf("exec set: %s\n", cudaGetErrorName(cudaGraphExecKernelNodeSetParams(e2, b, &q)));
    cudaGraphLaunch(e2, s);   /* y = 5 + 4 * 1; the graph itself keeps 3 */
    cudaStreamSynchronize(s);
    cudaMemcpy(h, y, sizeof h, cudaMemcpyDeviceToHost);
    printf("executable graph: %g\n", h[7]);
    cudaGraphKernelNodeGetParams(b, &q);
    printf("graph's alpha: %g\n", *(float *) q.kernelParams[2]);

    /* another topology: the update fails, the executable graph is unchanged */
    cudaGraphNode_t c2;
    cudaGraphAddEmptyNode(&c2, g, &b, 1);
    cudaGraphExecUpdateResultInfo info;
    cudaError_t err = cudaGraphExecUpdate(e2, g, &info);
    printf("update with a new node: %s, result %d\n", cudaGetErrorName(err), (int) info.result);
    printf("destroy node: %s\n", cudaGetErrorName(cudaGraphDestroyNode(c2)));
    cudaGraphGetNodes(g, NULL, &num);
    printf("nodes: %zu\n", num);
    err = cudaGraphExecUpdate(e2, g, &info);
    printf("update: %s, result %d\n", cudaGetErrorName(err), (int) info.result);
    cudaGraphLaunch(e2, s);   /* the graph's 3 again */
    cudaStreamSynchronize(s);
    cudaMemcpy(h, y, sizeof h, cudaMemcpyDeviceToHost);
    printf("after the update: %g\n", h[7]);

    cudaGetLastError();
    cudaGraphExecDestroy(exec);
    cudaGraphExecDestroy(e2);
    cudaGraphDestroy(g);
    cudaStreamDestroy(s);
    cudaFree(x);
    cudaFree(y);
    return 0;
}
// expect: after the updates: 10 10
// expect: get: cudaSuccess
// expect: same kernel: 1, block 64, alpha 2
// expect: set: cudaSuccess
// expect: edges: 1
// expect: edge a->b: 1
// expect: b depends on 1 node(s), a: 1
// expect: a has 1 dependent(s), b: 1
// expect: graph: 8
// expect: exec set: cudaSuccess
// expect: executable graph: 9
// expect: graph's alpha: 3
// expect: update with a new node: cudaErrorGraphExecUpdateFailure, result 2
// expect: destroy node: cudaSuccess
// expect: nodes: 2
// expect: update: cudaSuccess, result 0
// expect: after the update: 8
