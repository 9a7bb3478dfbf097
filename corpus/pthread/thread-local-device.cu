// nvcc refuses `thread_local` in device code and on a variable of a device memory space; cudak
// says so in nvcc's words, once per declaration. (`__thread` there is accepted and ignored:
// thread-local-gnu-device.cu.)
__device__ thread_local int hits;
__constant__ thread_local float scale = 2.0f;

__global__ void count (int *out)
{
  thread_local int mine = 0;
  mine++;
  *out = mine;
}

int main (void)
{
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-build-fail
// nvcc: fail: ^thread-local-device\.cu\(4\): error: cannot use thread_local specifier for a __device__ variable$
// expect-report: ^thread-local-device\.cu:4:12: error: cannot use thread_local specifier for a __device__ variable$
// expect-report: ^thread-local-device\.cu:5:14: error: cannot use thread_local specifier for a __constant__ variable$
// expect-report: ^thread-local-device\.cu:9:3: error: cannot use thread_local specifier for variable declarations in device code$
