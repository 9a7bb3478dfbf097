// cuda::barrier with a completion function, which the last thread to arrive runs once per phase
// before any thread leaves the phase, and arrive_and_drop(): the threads of the second warp leave
// the barrier after the first phase, so the later phases complete with the first warp alone.
// The expected output is computed by hand: 4 phases, the completion sums the slots each time.
#include <cstdio>
#include <cuda/barrier>

struct sum_slots {
    int *slots;
    int *total;
    __device__ void operator()() noexcept
    {
        int s = 0;
        for (int i = 0; i < 64; i++)
            s += slots[i];
        *total += s;
    }
};

__global__ void phases(int *out)
{
    __shared__ int slots[64];
    __shared__ int total;
    __shared__ cuda::barrier<cuda::thread_scope_block, sum_slots> bar;
    int t = threadIdx.x;
    if (t == 0) {
        total = 0;
        sum_slots done = { slots, &total };
        init(&bar, blockDim.x, done);
    }
    slots[t] = 0;
    __syncthreads();
    slots[t] = 1;
    if (t >= 32) {
        bar.arrive_and_drop();    /* counted in phase 0, gone afterwards */
        return;
    }
    bar.arrive_and_wait();        /* phase 0: 64 arrive, the completion sees 64 ones */
    for (int r = 1; r < 4; r++) {
        slots[t] = r + 1;
        bar.arrive_and_wait();    /* phases 1-3: 32 arrive */
    }
    if (t == 0)
        *out = total;
}

int main(void)
{
    int *d, h = 0;
    cudaMalloc(&d, sizeof(int));
    phases<<<1, 64>>>(d);
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("total %d\n", h);
    cudaFree(d);
    return 0;
}
// expect: total 448
