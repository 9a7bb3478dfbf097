// Message passing between two blocks with cuda::atomic_ref (libcu++'s documented pattern): block
// 0 writes the payload and stores the flag with memory_order_release; block 1 spins on the flag
// with memory_order_acquire and then reads the payload. The release/acquire pair orders the
// payload's write before its read: no race. message-passing-relaxed.cu is the same program with
// memory_order_relaxed, which is not a synchronisation: there the race is reported.
// Expected output computed by hand: the payload 1 + 2 + ... + 32 = 528.
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
            f.store(1, cuda::memory_order_release);
        }
    } else if (threadIdx.x == 0) {
        while (f.load(cuda::memory_order_acquire) == 0)
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
