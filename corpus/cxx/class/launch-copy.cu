// A kernel argument of class type with a user-declared copy constructor and destructor: nvcc's
// host stub takes the kernel's parameters by value, so the launch copy-constructs the argument on
// the host and destroys the copy at the end of the launch's full-expression; the kernel gets the
// copy's bytes (no constructor runs on the device). The host side's order is what the host code
// nvcc builds from this file prints (copy 2, dtor 2 right after the launch); the kernel's printf
// reaches stdout at the synchronisation. cudak skipped the copy until this was fixed.
// SPDX-License-Identifier: MIT
#include <cstdio>

struct P {
  int v;
  P(int x) : v(x) { printf("ctor %d\n", v); }
  P(const P &o) : v(o.v + 1) { printf("copy %d\n", v); }
  ~P() { printf("dtor %d\n", v); }
};

__global__ void k(P p) { printf("kernel sees %d\n", p.v); }

int main()
{
  P a(1);
  printf("before\n");
  k<<<1, 1>>>(a);
  cudaDeviceSynchronize();
  printf("after\n");
  return 0;
}
// expect: ctor 1
// expect: before
// expect: copy 2
// expect: dtor 2
// expect: kernel sees 2
// expect: after
// expect: dtor 1
