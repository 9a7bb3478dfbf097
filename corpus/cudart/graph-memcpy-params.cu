// A memcpy node's copy read and changed: a 1D node pointed at another source in the graph
// (cudaGraphMemcpyNodeSetParams1D) and in an executable graph only
// (cudaGraphExecMemcpyNodeSetParams1D), a 3D node's parameters read back and changed. Values
// checked by hand.
#include <stdio.h>
#include <cuda_runtime.h>

int main(void)
{
    int a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}, c[4] = {9, 10, 11, 12}, out[4];
    int *d;
    cudaMalloc(&d, sizeof a);
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaGraph_t g;
    cudaGraphCreate(&g, 0);
    cudaGraphNode_t up, down;
    cudaGraphAddMemcpyNode1D(&up, g, NULL, 0, d, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy3DParms p = {0};
    p.srcPtr = make_cudaPitchedPtr(d, sizeof a, 4, 1);
    p.dstPtr = make_cudaPitchedPtr(out, sizeof out, 4, 1);
    p.extent = make_cudaExtent(sizeof a, 1, 1);
    p.kind = cudaMemcpyDeviceToHost;
    cudaGraphAddMemcpyNode(&down, g, &up, 1, &p);

    printf("set 1D: %s\n", cudaGetErrorName(cudaGraphMemcpyNodeSetParams1D(up, d, b, sizeof b, cudaMemcpyHostToDevice)));
    printf("wrong kind: %s\n", cudaGetErrorName(cudaGraphMemcpyNodeSetParams1D(up, b, d, sizeof b, cudaMemcpyHostToDevice)));
    cudaGetLastError();
    cudaMemcpy3DParms q;
    cudaError_t got = cudaGraphMemcpyNodeGetParams(down, &q);   /* before q is read: gcc evaluates arguments from the last */
    printf("get 3D: %s, kind %d, width %zu\n", cudaGetErrorName(got), (int) q.kind, q.extent.width);
    q.extent = make_cudaExtent(2 * sizeof(int), 1, 1);   /* only two ints back */
    printf("set 3D: %s\n", cudaGetErrorName(cudaGraphMemcpyNodeSetParams(down, &q)));

    cudaGraphExec_t e;
    cudaGraphInstantiate(&e, g, 0);
    out[2] = out[3] = 0;
    cudaGraphLaunch(e, s);
    cudaStreamSynchronize(s);
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    printf("exec set 1D: %s\n", cudaGetErrorName(cudaGraphExecMemcpyNodeSetParams1D(e, up, d, c, sizeof c, cudaMemcpyHostToDevice)));
    cudaGraphLaunch(e, s);
    cudaStreamSynchronize(s);
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(g);
    cudaStreamDestroy(s);
    cudaFree(d);
    return 0;
}
// expect: set 1D: cudaSuccess
// expect: wrong kind: cudaErrorInvalidValue
// expect: get 3D: cudaSuccess, kind 2, width 16
// expect: set 3D: cudaSuccess
// expect: 5 6 0 0
// expect: exec set 1D: cudaSuccess
// expect: 9 10 0 0
// expect-exit: 1
// expect-report: ^graph-memcpy-params\.cu:27:49: error: cudaGraphMemcpyNodeSetParams1D with cudaMemcpyHostToDevice: the destination is host memory and the source is global memory$
