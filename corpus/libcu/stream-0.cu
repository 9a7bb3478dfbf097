// Seed 003 (libcu++ "Execution model"), Example Execution.Model.Stream.0 with its cuda::atomic
// flag: 'first' and 'second' are in different streams with nothing ordering them. CUDA
// guarantees that some device thread progresses, not which, so it may run 'second' forever and
// starve 'first' ("allowed outcome: eventually, no thread makes progress"): cudak takes that
// choice and reports it. The one change from the document: the kernels reach the registered
// host flag through the pointer cudaHostGetDevicePointer gives. corpus/streams/stream-0.cu is
// the same program in CUDA C.
#include <stdio.h>
#include <cuda/atomic>

typedef cuda::atomic<int, cuda::thread_scope_system> flag_t;
flag_t flag = 0;
__global__ void first(flag_t *flag) { flag->store(1, cuda::memory_order_relaxed); }
__global__ void second(flag_t *flag) { while(flag->load(cuda::memory_order_relaxed) == 0) {} }
int main() {
    flag_t *dflag;
    cudaHostRegister(&flag, sizeof(flag), cudaHostRegisterMapped);
    cudaHostGetDevicePointer((void **) &dflag, &flag, 0);
    cudaStream_t s0, s1;
    cudaStreamCreate(&s0);
    cudaStreamCreate(&s1);
    first<<<1,1,0,s0>>>(dflag);
    second<<<1,1,0,s1>>>(dflag);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s %d\n", cudaGetErrorName(e), flag.load());
    cudaStreamDestroy(s0);
    cudaStreamDestroy(s1);
    cudaHostUnregister(&flag);
    return (int) e;
}
// SPDX-License-Identifier: MIT
// cudak-args: --leakcheck=no
// expect: cudaErrorLaunchTimeout 1
// expect-exit: 1
// expect-report: ^stream-0\.cu:14:\d+: error: forward progress: kernel 'second' may never finish
