// More kinds of graph nodes: a child graph (cloned when its node is added, its nodes put in the
// node's place at instantiation, so a change to the original afterwards does not reach it), an
// event recorded by a node and waited for by another stream's work, cudaGraphNodeFindInClone,
// and the host and memset nodes' parameters read and changed, in the graph and in an executable
// graph. Values checked by hand.
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void add(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += v;
}

static int calls = 0;
static void CUDART_CB count(void *p) { calls += *(int *) p; }

int main(void)
{
    const int n = 32;
    int *d, h[n];
    cudaMalloc(&d, n * sizeof(int));
    cudaStream_t s, other;
    cudaStreamCreate(&s);
    cudaStreamCreate(&other);

    /* the child: memset d to 0x01010101, then add 1 */
    cudaGraph_t child, g;
    cudaGraphCreate(&child, 0);
    cudaGraphNode_t ms, k1;
    cudaMemsetParams mp = {0};
    mp.dst = d;
    mp.value = 1;
    mp.elementSize = 1;
    mp.width = n * sizeof(int);
    mp.height = 1;
    cudaGraphAddMemsetNode(&ms, child, NULL, 0, &mp);
    int one = 1, count_ = n, ten = 10;
    void *args1[3] = {&d, &one, &count_};
    cudaKernelNodeParams kp = {0};
    kp.func = (void *) add;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(n);
    kp.kernelParams = args1;
    cudaGraphAddKernelNode(&k1, child, &ms, 1, &kp);

    /* the parent: the child, then add 10, then a host node; an event recorded at the end */
    cudaGraphCreate(&g, 0);
    cudaGraphNode_t cn, k2, hn, rec;
    printf("child node: %s\n", cudaGetErrorName(cudaGraphAddChildGraphNode(&cn, g, NULL, 0, child)));
    void *args2[3] = {&d, &ten, &count_};
    kp.kernelParams = args2;
    cudaGraphAddKernelNode(&k2, g, &cn, 1, &kp);
    int inc = 1;
    cudaHostNodeParams hp = {count, &inc};
    cudaGraphAddHostNode(&hn, g, &k2, 1, &hp);
    cudaEvent_t ev;
    cudaEventCreate(&ev);
    cudaGraphAddEventRecordNode(&rec, g, &k2, 1, ev);

    cudaGraphNodeType t;
    cudaGraphNodeGetType(cn, &t);
    cudaGraph_t inner;
    cudaGraphChildGraphNodeGetGraph(cn, &inner);
    size_t num;
    cudaGraphGetNodes(inner, NULL, &num);
    printf("child node type %d, its graph has %zu nodes, is not the original: %d\n", (int) t, num, inner != child);

    /* changing the original child does not change the node's copy */
    cudaMemsetParams mp2 = mp;
    mp2.value = 2;
    cudaGraphMemsetNodeSetParams(ms, &mp2);

    cudaGraphExec_t e;
    printf("instantiate: %s\n", cudaGetErrorName(cudaGraphInstantiate(&e, g, 0)));
    cudaGraphLaunch(e, s);
    /* another stream waits for the node's record, then adds 100 */
    cudaStreamWaitEvent(other, ev, 0);
    add<<<1, n, 0, other>>>(d, 100, n);
    cudaStreamSynchronize(other);
    cudaStreamSynchronize(s);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("d[0] = %#x (0x01010101 + 1 + 10 + 100), host node calls %d\n", h[0], calls);

    /* host and memset node parameters */
    cudaHostNodeParams hq;
    cudaGraphHostNodeGetParams(hn, &hq);
    printf("host node: fn %d, data %d\n", hq.fn == count, hq.userData == &inc);
    int five = 5;
    hq.userData = &five;
    printf("exec host set: %s\n", cudaGetErrorName(cudaGraphExecHostNodeSetParams(e, hn, &hq)));
    cudaMemsetParams mq;
    cudaGraphMemsetNodeGetParams(ms, &mq);
    printf("memset node: value %u, element size %u, width %zu\n", mq.value, mq.elementSize, mq.width);
    cudaGraphLaunch(e, s);
    cudaStreamSynchronize(s);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("d[0] = %#x, host node calls %d\n", h[0], calls);

    /* a clone finds its copies of the nodes */
    cudaGraph_t cl;
    cudaGraphNode_t k2c;
    cudaGraphClone(&cl, g);
    printf("find in clone: %s\n", cudaGetErrorName(cudaGraphNodeFindInClone(&k2c, k2, cl)));
    cudaGraphNodeGetType(k2c, &t);
    printf("its type: %d, a node of its own: %d\n", (int) t, k2c != k2);
    printf("a node of another graph: %s\n", cudaGetErrorName(cudaGraphNodeFindInClone(&k2c, ms, cl)));

    cudaGetLastError();
    cudaGraphExecDestroy(e);
    cudaGraphDestroy(cl);
    cudaGraphDestroy(g);
    cudaGraphDestroy(child);
    cudaEventDestroy(ev);
    cudaStreamDestroy(s);
    cudaStreamDestroy(other);
    cudaFree(d);
    return 0;
}
// expect: child node: cudaSuccess
// expect: child node type 4, its graph has 2 nodes, is not the original: 1
// expect: instantiate: cudaSuccess
// expect: d[0] = 0x1010170 (0x01010101 + 1 + 10 + 100), host node calls 1
// expect: host node: fn 1, data 1
// expect: exec host set: cudaSuccess
// expect: memset node: value 2, element size 1, width 128
// expect: d[0] = 0x101010c, host node calls 6
// expect: find in clone: cudaSuccess
// expect: its type: 0, a node of its own: 1
// expect: a node of another graph: cudaErrorInvalidValue
