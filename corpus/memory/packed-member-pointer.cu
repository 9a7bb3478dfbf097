// The address of a misaligned member of a packed struct is an ordinary `int *`: nvcc's code
// loads through it with one ld.global.u32, which faults on the GPU (cudaErrorMisalignedAddress),
// and cudak reports it.
#include <stdio.h>

struct __attribute__((packed)) Rec { char tag; int value; };

__device__ int read_int (const int *p)
{
  return *p;
}

__global__ void k (Rec *r, int *out)
{
  *out = read_int (&r->value);
}

int main (void)
{
  Rec *r;
  int *out;
  cudaMallocManaged (&r, sizeof (Rec));
  cudaMallocManaged (&out, sizeof (int));
  r->tag = 't';
  r->value = 7;
  k<<<1, 1>>> (r, out);
  cudaError_t e = cudaDeviceSynchronize ();
  printf ("%s\n", cudaGetErrorString (e));
  cudaFree (r);
  cudaFree (out);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: misaligned address
// expect-exit: 1
// expect-report: ^packed-member-pointer\.cu:10:10: error: misaligned read of 4 bytes in managed memory at address 0x[0-9a-f]+: not a multiple of 4$
// expect-report: ^packed-member-pointer\.cu:29:3: warning: unchecked CUDA error: 'cudaFree' returned cudaErrorMisalignedAddress \(716\)
// expect-report: ^packed-member-pointer\.cu:30:3: warning: unchecked CUDA error: 'cudaFree' returned cudaErrorMisalignedAddress \(716\)
// stderr-allow: ^cudak: note: leak check of CUDA memory skipped
// expect-report: ^cudak: 1 error, 2 warnings \(seed 0\)$
