// Seed 003 (libcu++ "Execution model"), Example Execution.Model.Device.0 in its original form: a
// cuda::atomic_ref passed to the kernel; thread 0 spins on a relaxed load until thread 1 of its
// block stores 1. "Outcome: grid eventually terminates per device.threads.4 because the atomic
// object does not have automatic storage duration": under independent thread scheduling
// (sm_70 and later; sm_75 here) the grid terminates. corpus/streams/device-0.cu is the same
// program in CUDA C.
#include <stdio.h>
#include <cuda/atomic>

// Example: Execution.Model.Device.0
// Outcome: grid eventually terminates per device.threads.4 because the atomic object does not have automatic storage duration.
__global__ void ex0(cuda::atomic_ref<int, cuda::thread_scope_device> atom) {
    if (threadIdx.x == 0) {
        while(atom.load(cuda::memory_order_relaxed) == 0);
    } else if (threadIdx.x == 1) {
        atom.store(1, cuda::memory_order_relaxed);
    }
}

int main() {
    int *d;
    cudaMalloc(&d, sizeof(int));
    cudaMemset(d, 0, sizeof(int));
    cuda::atomic_ref<int, cuda::thread_scope_device> atom(*d);
    ex0<<<1, 2>>>(atom);
    printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    cudaFree(d);
    return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: -arch=sm_75
// nvcc-args: -arch=sm_75
// expect: cudaSuccess
