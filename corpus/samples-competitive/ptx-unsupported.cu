// corpus/samples-competitive/ptx-unsupported.cu: inline PTX that computes (an add.s32 with
// inputs, a bfind) is not run by cudak: each asm statement is one `unsupported:` error, and
// nothing cascades from it; nvcc compiles the program.
// SPDX-License-Identifier: MIT
__device__ int add(int a, int b)
{
  int r;
  asm("add.s32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

__device__ unsigned int msb(unsigned int x)
{
  unsigned int r;
  asm("bfind.u32 %0, %1;" : "=r"(r) : "r"(x));
  return r;
}

__global__ void k(int *out)
{
  out[threadIdx.x] = add(threadIdx.x, 1) + msb(threadIdx.x + 1);
}

int main()
{
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  k<<<1, 32>>>(d);
  cudaFree(d);
  return 0;
}
// expect-build-fail
// expect-report: ^ptx-unsupported\.cu:8:3: error: unsupported: inline assembly$
// expect-report: ^ptx-unsupported\.cu:15:3: error: unsupported: inline assembly$
