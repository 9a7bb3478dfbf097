// cuda::binary_semaphore as a mutex between blocks, and a cuda::counting_semaphore bounding how
// many blocks are inside a section at once (libcu++'s <cuda/semaphore>). Thread 0 of each block
// acquires, updates plain (non-atomic) global counters, and releases: the semaphore's
// release/acquire orders the critical sections, so the race checker finds nothing.
// The semaphores are built on the host and copied to device memory (cudak does not constant-
// initialise a __device__ object through a constexpr constructor yet).
// Expected output computed by hand: 8 blocks add 1..8 to the sum (36) under the mutex; with a
// counting semaphore of 3, at most 3 blocks are ever inside.
#include <stdio.h>
#include <cuda/semaphore>

typedef cuda::binary_semaphore<cuda::thread_scope_device> mutex_t;
typedef cuda::counting_semaphore<cuda::thread_scope_device, 3> room_t;
__device__ int sum, inside, most;

__global__ void work(mutex_t *mutex, room_t *rooms)
{
    mutex_t &lock = *mutex;
    room_t &room = *rooms;
    if (threadIdx.x != 0)
        return;
    lock.acquire();
    sum += blockIdx.x + 1;
    lock.release();

    room.acquire();
    lock.acquire();
    inside++;
    if (inside > most)
        most = inside;
    lock.release();
    lock.acquire();
    inside--;
    lock.release();
    room.release();
}

int main(void)
{
    mutex_t hl(1);
    room_t hr(3);
    mutex_t *dl;
    room_t *dr;
    cudaMalloc(&dl, sizeof hl);
    cudaMalloc(&dr, sizeof hr);
    cudaMemcpy(dl, &hl, sizeof hl, cudaMemcpyHostToDevice);
    cudaMemcpy(dr, &hr, sizeof hr, cudaMemcpyHostToDevice);
    work<<<8, 32>>>(dl, dr);
    int s, m;
    cudaMemcpyFromSymbol(&s, sum, sizeof s);
    cudaMemcpyFromSymbol(&m, most, sizeof m);
    printf("sum %d, at most %s inside\n", s, m <= 3 && m >= 1 ? "3" : "more than 3");
    cudaFree(dl);
    cudaFree(dr);
    return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: -arch=sm_75
// nvcc-args: -arch=sm_75
// expect: sum 36, at most 3 inside
