// corpus/libc/bitfield-store.cu: storing to a bit-field of an uninitialised struct, on the host and
// in a kernel's local memory. The store reads the field's storage unit and writes it back with
// the other bits as they were; that read is not a use of the other bits, and was reported as an
// uninitialised read.
// SPDX-License-Identifier: MIT
#include <stdio.h>

struct Flags {
  unsigned a : 3;
  unsigned b : 5;
  unsigned c : 12;
};

__global__ void k(unsigned *out)
{
  Flags f;
  f.a = threadIdx.x;
  f.b = 17;
  f.c = 1000 + threadIdx.x;
  Flags *p = &f;       /* the address is taken: f lives in local memory */
  out[threadIdx.x] = p->a + p->b + p->c;
}

int main(void)
{
  Flags s;
  s.a = 5;
  s.b = 17;
  s.c = 4095;
  printf("host %u %u %u\n", s.a, s.b, s.c);
  unsigned *d, h[2];
  cudaMalloc(&d, sizeof(h));
  k<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  printf("device %u %u\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: host 5 17 4095
// expect: device 1017 1019
