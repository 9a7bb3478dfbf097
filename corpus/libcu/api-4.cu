// Seed 003 (libcu++ "Execution model"), Example Execution.Model.API.4, with its cuda::atomic
// flag: the host spins on flag.load() and queries the stream in the loop, so the producer grid
// progresses and the program terminates. The one change from the document: the kernel reaches
// the registered host flag through the pointer cudaHostGetDevicePointer gives (a __global__
// function cannot name a host variable). corpus/streams/api-4-hostregister.cu is the same
// program in CUDA C.
#include <stdio.h>
#include <cuda/atomic>

cuda::atomic<int, cuda::thread_scope_system> flag = 0;
__global__ void producer(cuda::atomic<int, cuda::thread_scope_system> *flag) { flag->store(1); }
int main() {
    cuda::atomic<int, cuda::thread_scope_system> *dflag;
    cudaHostRegister(&flag, sizeof(flag), cudaHostRegisterMapped);
    cudaHostGetDevicePointer((void **) &dflag, &flag, 0);
    producer<<<1,1>>>(dflag);
    while (flag.load() == 0) {
        (void)cudaStreamQuery(0);
    }
    printf("flag set\n");
    cudaError_t e = cudaDeviceSynchronize();
    cudaHostUnregister(&flag);
    return (int) e;
}
// SPDX-License-Identifier: MIT
// expect: flag set
