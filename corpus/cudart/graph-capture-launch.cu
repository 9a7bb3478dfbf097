// cudaGraphLaunch into a stream that is capturing: the executable graph becomes a child-graph
// node of the graph being captured, between the kernels captured before and after it; the
// outer graph, launched twice, adds (10 + 1 + 100) twice. Values checked by hand.
#include <stdio.h>
#include <cuda_runtime.h>
__global__ void add(int *p, int v) { p[threadIdx.x] += v; }
int main(void)
{
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    cudaMemset(d, 0, sizeof h);
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaGraph_t g1, g2;
    cudaGraphExec_t e1, e2;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    add<<<1, 4, 0, s>>>(d, 1);
    cudaStreamEndCapture(s, &g1);
    cudaGraphInstantiate(&e1, g1, 0);
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    add<<<1, 4, 0, s>>>(d, 10);
    printf("launch while capturing: %s\n", cudaGetErrorName(cudaGraphLaunch(e1, s)));
    add<<<1, 4, 0, s>>>(d, 100);
    cudaStreamEndCapture(s, &g2);
    size_t n;
    cudaGraphGetNodes(g2, NULL, &n);
    printf("nodes: %zu\n", n);
    cudaGraphInstantiate(&e2, g2, 0);
    cudaGraphLaunch(e2, s);
    cudaGraphLaunch(e2, s);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[3]);
    cudaGraphExecDestroy(e1);
    cudaGraphExecDestroy(e2);
    cudaGraphDestroy(g1);
    cudaGraphDestroy(g2);
    cudaStreamDestroy(s);
    cudaFree(d);
    return 0;
}
// expect: launch while capturing: cudaSuccess
// expect: nodes: 3
// expect: 222 222
