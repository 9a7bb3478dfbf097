// Stream-ordered memory pools, as the streamOrderedAllocation sample and course code use them:
// the device's default pool with a release threshold that keeps freed memory, cudaMallocAsync and
// cudaFreeAsync around a kernel in a loop, a pool of its own (cudaMemPoolCreate) with
// cudaMallocFromPoolAsync, cudaDeviceSetMemPool, cudaMemPoolTrimTo, and the error codes. The
// program prints only what holds on any GPU (the driver rounds the bytes it reserves to granules
// of its own, so exact figures differ): used and reserved bytes compared, not printed.
#include <stdio.h>
#include <stdint.h>
#include <cuda_runtime.h>

__global__ void fill(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v + i;
}

static uint64_t attr(cudaMemPool_t pool, cudaMemPoolAttr a)
{
    uint64_t v = 0;
    cudaMemPoolGetAttribute(pool, a, &v);
    return v;
}

int main(void)
{
    const int n = 1 << 12;
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaMemPool_t pool;
    printf("default pool: %s\n", cudaGetErrorName(cudaDeviceGetDefaultMemPool(&pool, 0)));
    uint64_t threshold = UINT64_MAX;
    printf("threshold: %s\n", cudaGetErrorName(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold)));
    printf("threshold read back: %d\n", attr(pool, cudaMemPoolAttrReleaseThreshold) == UINT64_MAX);

    int *h = (int *) malloc(n * sizeof(int)), sum_ok = 1;
    for (int iter = 0; iter < 3; iter++) {
        int *d;
        cudaMallocAsync(&d, n * sizeof(int), s);
        fill<<<n / 256, 256, 0, s>>>(d, n, iter);
        cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, s);
        if (iter == 0)
            printf("in use while allocated: %d\n", attr(pool, cudaMemPoolAttrUsedMemCurrent) >= n * sizeof(int));
        cudaFreeAsync(d, s);
        cudaStreamSynchronize(s);
        for (int i = 0; i < n; i++)
            sum_ok &= h[i] == iter + i;
    }
    printf("results: %s\n", sum_ok ? "ok" : "wrong");
    printf("in use after the frees: %llu\n", (unsigned long long) attr(pool, cudaMemPoolAttrUsedMemCurrent));
    printf("kept above the threshold: %d\n", attr(pool, cudaMemPoolAttrReservedMemCurrent) >= n * sizeof(int));
    printf("high-water mark: %d\n", attr(pool, cudaMemPoolAttrUsedMemHigh) >= n * sizeof(int));
    printf("trim: %s\n", cudaGetErrorName(cudaMemPoolTrimTo(pool, 0)));
    printf("reserved after trim: %llu\n", (unsigned long long) attr(pool, cudaMemPoolAttrReservedMemCurrent));

    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 0;
    cudaMemPool_t mine, current;
    printf("create: %s\n", cudaGetErrorName(cudaMemPoolCreate(&mine, &props)));
    int *d;
    printf("from pool: %s\n", cudaGetErrorName(cudaMallocFromPoolAsync((void **) &d, 1024, mine, s)));
    printf("mine in use: %d, default pool in use: %llu\n", attr(mine, cudaMemPoolAttrUsedMemCurrent) >= 1024,
           (unsigned long long) attr(pool, cudaMemPoolAttrUsedMemCurrent));
    cudaMemsetAsync(d, 0, 1024, s);
    cudaFreeAsync(d, s);
    cudaStreamSynchronize(s);   /* the threshold is 0: the pool releases its memory */
    printf("mine reserved after the sync: %llu\n", (unsigned long long) attr(mine, cudaMemPoolAttrReservedMemCurrent));
    printf("set device pool: %s\n", cudaGetErrorName(cudaDeviceSetMemPool(0, mine)));
    cudaDeviceGetMemPool(&current, 0);
    printf("current is mine: %d\n", current == mine);
    cudaMallocAsync(&d, 256, s);
    printf("cudaMallocAsync takes from it: %d\n", attr(mine, cudaMemPoolAttrUsedMemCurrent) >= 256);
    cudaFreeAsync(d, s);

    /* errors */
    printf("destroy the default pool: %s\n", cudaGetErrorName(cudaMemPoolDestroy(pool)));
    uint64_t v = 5;
    printf("set used-current: %s\n", cudaGetErrorName(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &v)));
    printf("set used-high to 5: %s\n", cudaGetErrorName(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &v)));
    v = 0;
    printf("reset used-high: %s\n", cudaGetErrorName(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &v)));
    printf("device 1: %s\n", cudaGetErrorName(cudaDeviceGetDefaultMemPool(&current, 1)));
    props.allocType = cudaMemAllocationTypeInvalid;
    printf("invalid allocation type: %s\n", cudaGetErrorName(cudaMemPoolCreate(&current, &props)));
    printf("destroy mine: %s\n", cudaGetErrorName(cudaMemPoolDestroy(mine)));
    cudaDeviceGetMemPool(&current, 0);
    printf("current is the default again: %d\n", current == pool);
    cudaGetLastError();
    cudaStreamDestroy(s);
    free(h);
    return 0;
}
// expect: default pool: cudaSuccess
// expect: threshold: cudaSuccess
// expect: threshold read back: 1
// expect: in use while allocated: 1
// expect: results: ok
// expect: in use after the frees: 0
// expect: kept above the threshold: 1
// expect: high-water mark: 1
// expect: trim: cudaSuccess
// expect: reserved after trim: 0
// expect: create: cudaSuccess
// expect: from pool: cudaSuccess
// expect: mine in use: 1, default pool in use: 0
// expect: mine reserved after the sync: 0
// expect: set device pool: cudaSuccess
// expect: current is mine: 1
// expect: cudaMallocAsync takes from it: 1
// expect: destroy the default pool: cudaErrorInvalidValue
// expect: set used-current: cudaErrorInvalidValue
// expect: set used-high to 5: cudaErrorInvalidValue
// expect: reset used-high: cudaSuccess
// expect: device 1: cudaErrorInvalidDevice
// expect: invalid allocation type: cudaErrorInvalidValue
// expect: destroy mine: cudaSuccess
// expect: current is the default again: 1
