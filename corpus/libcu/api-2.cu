// Seed 003 (libcu++ "Execution model"), Example Execution.Model.API.2, with its cuda::atomic
// flag: the host spins on flag.load() without a CUDA call in the loop. CUDA only guarantees that
// the producer starts once the host synchronises, so the program may hang ("allowed outcome:
// eventually, no thread makes progress"); cudak takes that choice and reports it. The one
// change from the document: the kernel reaches the registered host flag through the pointer
// cudaHostGetDevicePointer gives. corpus/streams/api-2.cu is the same program in CUDA C.
#include <stdio.h>
#include <cuda/atomic>

cuda::atomic<int, cuda::thread_scope_system> flag = 0;
__global__ void producer(cuda::atomic<int, cuda::thread_scope_system> *flag) { flag->store(1); }
int main() {
    cuda::atomic<int, cuda::thread_scope_system> *dflag;
    cudaHostRegister(&flag, sizeof(flag), cudaHostRegisterMapped);
    cudaHostGetDevicePointer((void **) &dflag, &flag, 0);
    producer<<<1,1>>>(dflag);
    while (flag.load() == 0);
    return cudaDeviceSynchronize();
}
// SPDX-License-Identifier: MIT
// cudak-args: --leakcheck=no
// expect-exit: 1
// expect-report: ^api-2\.cu:17:5: error: forward progress: the host thread may spin forever
