// A block barrier that expects the whole block, while the threads of the last two warps return
// before they arrive: the phase never completes and the waiting threads spin in wait() for ever
// (a GPU hangs). cudak reports the spin at the program's arrive_and_wait().
#include <cstdio>
#include <cuda/barrier>

using block_barrier = cuda::barrier<cuda::thread_scope_block>;

__global__ void step(int *out)
{
    __shared__ block_barrier bar;
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    if (threadIdx.x >= 64)
        return;
    out[threadIdx.x] = 1;
    bar.arrive_and_wait();
    out[threadIdx.x] += 1;
}

int main(void)
{
    int *d;
    cudaMalloc(&d, 128 * sizeof(int));
    step<<<1, 128>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorName(e));
    printf("cudaFree: %s\n", cudaGetErrorName(cudaFree(d)));
    return 0;
}
// expect: cudaErrorLaunchTimeout
// expect: cudaFree: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^barrier-too-few\.cu:18:24: error: no progress in kernel 'step': 2 warps still running$
