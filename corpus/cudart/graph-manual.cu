// A CUDA graph built node by node, in the shape of the simpleCudaGraphs sample: a copy of the
// input to the device and a memset of the partial sums (both roots), a block-reduction kernel
// that depends on both, a final-reduction kernel, a copy of the result back and a host node that
// prints it; cudaGraphGetNodes counts the nodes, cudaGraphGetRootNodes the roots; the graph is
// instantiated and its clone too, and each executable graph is launched three times into a
// stream. The input is small integers, so every float sum is exact: the expected output is
// computed by hand (the sum of i % 10 for i < 4096 is 409 * 45 + (0 + 1 + ... + 5) = 18420).
#include <stdio.h>
#include <vector>
#include <cuda_runtime.h>

#define THREADS 128

__global__ void reduce(const float *in, float *partial, size_t n)
{
    __shared__ float t[THREADS];
    float v = 0;
    for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        v += in[i];
    t[threadIdx.x] = v;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            t[threadIdx.x] += t[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] += t[0];
}

__global__ void reduceFinal(const float *partial, double *result, size_t n)
{
    __shared__ double t[THREADS];
    double v = 0;
    for (size_t i = threadIdx.x; i < n; i += blockDim.x)
        v += partial[i];
    t[threadIdx.x] = v;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            t[threadIdx.x] += t[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        *result = t[0];
}

struct CallbackData {
    double *result;
    int launches;
};

static void CUDART_CB printResult(void *data)
{
    CallbackData *d = (CallbackData *) data;
    d->launches++;
    printf("launch %d: sum = %.1f\n", d->launches, *d->result);
}

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("%s failed: %s\n", #call, cudaGetErrorName(e_)); return 1; } } while (0)

int main(void)
{
    const size_t n = 4096;
    const int blocks = 8;
    float *in_h, *in_d, *partial_d;
    double *result_d, *result_h;
    CHECK(cudaMallocHost(&in_h, n * sizeof(float)));
    CHECK(cudaMallocHost(&result_h, sizeof(double)));
    CHECK(cudaMalloc(&in_d, n * sizeof(float)));
    CHECK(cudaMalloc(&partial_d, blocks * sizeof(float)));
    CHECK(cudaMalloc(&result_d, sizeof(double)));
    for (size_t i = 0; i < n; i++)
        in_h[i] = (float) (i % 10);

    cudaStream_t stream;
    CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    cudaGraph_t graph;
    CHECK(cudaGraphCreate(&graph, 0));
    std::vector<cudaGraphNode_t> deps;
    cudaGraphNode_t memcpyNode, memsetNode, kernelNode, finalNode, copyBackNode, hostNode;

    cudaMemcpy3DParms copyParams = {0};
    copyParams.srcArray = NULL;
    copyParams.srcPos = make_cudaPos(0, 0, 0);
    copyParams.srcPtr = make_cudaPitchedPtr(in_h, n * sizeof(float), n, 1);
    copyParams.dstArray = NULL;
    copyParams.dstPos = make_cudaPos(0, 0, 0);
    copyParams.dstPtr = make_cudaPitchedPtr(in_d, n * sizeof(float), n, 1);
    copyParams.extent = make_cudaExtent(n * sizeof(float), 1, 1);
    copyParams.kind = cudaMemcpyHostToDevice;
    CHECK(cudaGraphAddMemcpyNode(&memcpyNode, graph, NULL, 0, &copyParams));

    cudaMemsetParams memsetParams = {0};
    memsetParams.dst = (void *) partial_d;
    memsetParams.value = 0;
    memsetParams.pitch = 0;
    memsetParams.elementSize = sizeof(float);
    memsetParams.width = blocks;
    memsetParams.height = 1;
    CHECK(cudaGraphAddMemsetNode(&memsetNode, graph, NULL, 0, &memsetParams));

    deps.push_back(memcpyNode);
    deps.push_back(memsetNode);
    size_t count = n;
    void *kernelArgs[3] = {(void *) &in_d, (void *) &partial_d, &count};
    cudaKernelNodeParams kernelParams = {0};
    kernelParams.func = (void *) reduce;
    kernelParams.gridDim = dim3(blocks, 1, 1);
    kernelParams.blockDim = dim3(THREADS, 1, 1);
    kernelParams.sharedMemBytes = 0;
    kernelParams.kernelParams = kernelArgs;
    kernelParams.extra = NULL;
    CHECK(cudaGraphAddKernelNode(&kernelNode, graph, deps.data(), deps.size(), &kernelParams));
    count = 12345;   /* the node copied the arguments */

    deps.clear();
    deps.push_back(kernelNode);
    size_t nblocks = blocks;
    void *finalArgs[3] = {(void *) &partial_d, (void *) &result_d, &nblocks};
    kernelParams.func = (void *) reduceFinal;
    kernelParams.gridDim = dim3(1, 1, 1);
    kernelParams.kernelParams = finalArgs;
    CHECK(cudaGraphAddKernelNode(&finalNode, graph, deps.data(), deps.size(), &kernelParams));

    deps.clear();
    deps.push_back(finalNode);
    CHECK(cudaGraphAddMemcpyNode1D(&copyBackNode, graph, deps.data(), deps.size(), result_h,
                                   result_d, sizeof(double), cudaMemcpyDeviceToHost));

    deps.clear();
    deps.push_back(copyBackNode);
    CallbackData cb = {result_h, 0};
    cudaHostNodeParams hostParams = {0};
    hostParams.fn = printResult;
    hostParams.userData = &cb;
    CHECK(cudaGraphAddHostNode(&hostNode, graph, deps.data(), deps.size(), &hostParams));

    size_t numNodes = 0, numRoots = 0;
    CHECK(cudaGraphGetNodes(graph, NULL, &numNodes));
    CHECK(cudaGraphGetRootNodes(graph, NULL, &numRoots));
    printf("nodes in the graph: %zu, roots: %zu\n", numNodes, numRoots);
    std::vector<cudaGraphNode_t> nodes(numNodes);
    CHECK(cudaGraphGetNodes(graph, nodes.data(), &numNodes));
    for (size_t i = 0; i < numNodes; i++) {
        cudaGraphNodeType type;
        CHECK(cudaGraphNodeGetType(nodes[i], &type));
        printf(" %d", (int) type);
    }
    printf("\n");

    cudaGraphExec_t exec, clonedExec;
    cudaGraph_t cloned;
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
    CHECK(cudaGraphClone(&cloned, graph));
    CHECK(cudaGraphInstantiate(&clonedExec, cloned, 0));
    for (int i = 0; i < 3; i++)
        CHECK(cudaGraphLaunch(exec, stream));
    CHECK(cudaStreamSynchronize(stream));
    printf("cloned graph:\n");
    for (int i = 0; i < 3; i++)
        CHECK(cudaGraphLaunch(clonedExec, stream));
    CHECK(cudaStreamSynchronize(stream));
    printf("host nodes ran %d times\n", cb.launches);

    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphExecDestroy(clonedExec));
    CHECK(cudaGraphDestroy(cloned));
    CHECK(cudaGraphDestroy(graph));
    CHECK(cudaStreamDestroy(stream));
    cudaFree(in_d);
    cudaFree(partial_d);
    cudaFree(result_d);
    cudaFreeHost(in_h);
    cudaFreeHost(result_h);
    return 0;
}
// expect: nodes in the graph: 6, roots: 2
// expect:  1 2 0 0 1 3
// expect: launch 1: sum = 18420.0
// expect: launch 2: sum = 18420.0
// expect: launch 3: sum = 18420.0
// expect: cloned graph:
// expect: launch 4: sum = 18420.0
// expect: launch 5: sum = 18420.0
// expect: launch 6: sum = 18420.0
// expect: host nodes ran 6 times
