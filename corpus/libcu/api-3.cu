// Seed 003 (libcu++ "Execution model"), Example Execution.Model.API.3, with its cuda::atomic
// flag: as API.2, with one cudaStreamQuery before the spin loop. A single query does not
// guarantee that the producer starts (only repeated queries do, API.4), so the program may hang
// ("allowed outcome: eventually, no thread makes progress"); cudak takes that choice and
// reports it. The one change from the document: the kernel reaches the registered host flag
// through the pointer cudaHostGetDevicePointer gives. corpus/streams/api-3.cu is the same program in CUDA C.
#include <stdio.h>
#include <cuda/atomic>

cuda::atomic<int, cuda::thread_scope_system> flag = 0;
__global__ void producer(cuda::atomic<int, cuda::thread_scope_system> *flag) { flag->store(1); }
int main() {
    cuda::atomic<int, cuda::thread_scope_system> *dflag;
    cudaHostRegister(&flag, sizeof(flag), cudaHostRegisterMapped);
    cudaHostGetDevicePointer((void **) &dflag, &flag, 0);
    producer<<<1,1>>>(dflag);
    (void)cudaStreamQuery(0);
    while (flag.load() == 0);
    return cudaDeviceSynchronize();
}
// SPDX-License-Identifier: MIT
// cudak-args: --leakcheck=no
// expect-exit: 1
// expect-report: ^api-3\.cu:18:5: error: forward progress: the host thread may spin forever
