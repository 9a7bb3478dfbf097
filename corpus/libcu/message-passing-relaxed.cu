// message-passing.cu with memory_order_relaxed on both sides of the flag: a relaxed store and
// load are atomic but order nothing else, so the payload's plain write in block 0 and its plain
// read in block 1 race (on a GPU block 1 may read a stale payload). The race is reported at the
// two accesses; the value printed is what this run read.
#include <stdio.h>
#include <cuda/atomic>

__global__ void pass(int *payload, int *flag, int *out)
{
    cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
    if (blockIdx.x == 0) {
        if (threadIdx.x == 0) {
            int s = 0;
            for (int i = 1; i <= 32; i++)
                s += i;
            *payload = s;
            f.store(1, cuda::memory_order_relaxed);
        }
    } else if (threadIdx.x == 0) {
        while (f.load(cuda::memory_order_relaxed) == 0)
            ;
        *out = *payload;
    }
}

int main(void)
{
    int *payload, *flag, *out, h;
    cudaMalloc(&payload, sizeof(int));
    cudaMalloc(&flag, sizeof(int));
    cudaMalloc(&out, sizeof(int));
    cudaMemset(flag, 0, sizeof(int));
    pass<<<2, 32>>>(payload, flag, out);
    cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("received %d\n", h);
    cudaFree(payload);
    cudaFree(flag);
    cudaFree(out);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: received 528
// expect-exit: 1
// expect-report: ^message-passing-relaxed\.cu:22:16: error: data race on global memory: read of 4 bytes
