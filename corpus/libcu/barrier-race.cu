// The split barrier used wrongly: each thread overwrites its slot between arrive() and
// wait(token), while its neighbour may still be reading that slot from before its own arrive().
// The read and the write are unordered: a race on buf, reported at the write.
#include <cstdio>
#include <utility>
#include <cuda/barrier>

using block_barrier = cuda::barrier<cuda::thread_scope_block>;

__global__ void rotate(int *out)
{
    __shared__ int buf[64];
    __shared__ block_barrier bar;
    if (threadIdx.x == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    int t = threadIdx.x;
    buf[t] = t;
    bar.arrive_and_wait();
    int v = buf[(t + 1) % blockDim.x];
    block_barrier::arrival_token token = bar.arrive();
    buf[t] = v * 2;
    bar.wait(std::move(token));
    out[t] = buf[t];
}

int main(void)
{
    int *d;
    cudaMalloc(&d, 64 * sizeof(int));
    rotate<<<1, 64>>>(d);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}
// expect-exit: 1
// expect-report: ^barrier-race\.cu:22:12: error: data race on shared memory: write of 4 bytes at 'buf'\[32\] conflicts with an earlier read$
