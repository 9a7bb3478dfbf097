// corpus/thesis/infinite-loop.cu: every thread spins on a flag nobody sets. The warp's state repeats
// at the loop's back edge while no memory changes, so the kernel can never finish: cudak stops it
// and reports where the warps are instead of running forever.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__device__ volatile int flag = 0;

__global__ void wait_for_flag(int *out)
{
  while (flag == 0)
    ;
  out[threadIdx.x] = 1;
}

int main(void)
{
  int *out;
  cudaMalloc(&out, 64 * sizeof(int));
  wait_for_flag<<<2, 64>>>(out);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  cudaFree(out);
  return 0;
}
// expect: cudaErrorLaunchTimeout
// expect-exit: 1
// expect-report: ^infinite-loop\.cu:11:3: error: .*kernel 'wait_for_flag'
// expect-report: every live warp repeats the same state in a loop while no memory changes
// After the sticky error every runtime call fails, cudaFree included, as on a GPU; the buffer
// that cudaFree could not release is not reported as a leak:
// expect-report: ^infinite-loop\.cu:23:3: warning: unchecked CUDA error: 'cudaFree' returned cudaErrorLaunchTimeout \(702\), the sticky error of a kernel that failed earlier: every later call that needs the device fails with it until cudaDeviceReset$
// expect-report: ^cudak: note: leak check of CUDA memory skipped: 1 call of cudaFree failed with the sticky error of a kernel while 1 heap block was still allocated$
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)$
