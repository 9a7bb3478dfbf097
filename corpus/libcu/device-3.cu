// Seed 003 (libcu++ "Execution model"), Example Execution.Model.Device.3 in its original form: a
// thread-scope cuda::atomic<bool> with automatic storage duration, polled by its only thread.
// Nothing else can change it, so device threads need not progress ("allowed outcome: no thread
// makes progress"), and cudak reports that the kernel never terminates.
// corpus/streams/device-3.cu is the same program in CUDA C.
#include <stdio.h>
#include <cuda/atomic>

// Example: Execution.Model.Device.3
// Allowed outcome: No thread makes progress because device threads don't support host.threads.5
// for objects with automatic storage duration (see exception in device.threads.4).
__global__ void ex3() {
    cuda::atomic<bool, cuda::thread_scope_thread> True = true;
    while(True.load());
}

int main() {
    ex3<<<1, 1>>>();
    printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^device-3\.cu:14:\d+: error: no progress in kernel 'ex3'
