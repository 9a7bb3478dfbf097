// A data member of a derived class hides a base's member of the same name
// ([class.member.lookup]): `h` in B's member function and `b.h` are B's own, `b.A::h` and
// `this->A::h` are A's; host and device code (issue 19). Host output as g++'s.
// SPDX-License-Identifier: MIT
#include <cstdio>

struct A
{
  char h;
};
struct B : A
{
  int h;
  __host__ __device__ int get() const { return h; }
  __host__ __device__ int base() const { return this->A::h; }
};

__global__ void kernel(int *out)
{
  B b;
  b.h = 300 + threadIdx.x;
  b.A::h = 'a' + threadIdx.x;
  out[threadIdx.x] = b.get() * 1000 + b.base();
}

int main()
{
  B b;
  b.h = 300;
  b.A::h = 'x';
  printf("%d %d %d %d %d\n", b.get(), b.h, b.base(), b.A::h, (int)sizeof(B));
  int *d, h[2];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: 300 300 120 120 8
// expect: 300097 301098
