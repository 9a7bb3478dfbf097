// __PRETTY_FUNCTION__ is the function's signature in C++ (__func__ and __FUNCTION__ its name).
// nvcc compiles host code with g++ and device code with its own front end, and the two spell
// a signature differently: g++ keeps typedef names and writes 'long unsigned int*', the device
// resolves typedefs and writes 'unsigned long *' (and '__nv_bool' for bool). The expected
// lines are what g++ (through nvcc) prints for the host functions and what nvcc puts in the
// PTX for the device ones.
// SPDX-License-Identifier: MIT
#include <stdio.h>

struct Pair { int a, b; };
typedef unsigned int uint;

__global__ void kern(int *out, float scale, const unsigned *in, struct Pair p)
{
  printf("%s\n", __PRETTY_FUNCTION__);
}

__device__ unsigned long long dev(const char *const *names, uint n, long k, bool flag)
{
  printf("%s | %s | %s\n", __PRETTY_FUNCTION__, __func__, __FUNCTION__);
  return 0;
}

__host__ __device__ const char *both(Pair &p, volatile int *v)
{
  printf("%s\n", __PRETTY_FUNCTION__);
  return "";
}

__global__ void calls(void)
{
  Pair p = { 1, 2 };
  dev(0, 1u, 2, true);
  both(p, 0);
}

namespace geo {
double area(double w, double h) { printf("%s\n", __PRETTY_FUNCTION__); return w * h; }
}

static unsigned long host_fn(short s, unsigned char c, long long ll, size_t n, int (*cb)(int), int m[][3], ...)
{
  printf("%s\n", __PRETTY_FUNCTION__);
  return 0;
}

void (*returns_fp(void))(int)
{
  printf("%s\n", __PRETTY_FUNCTION__);
  return 0;
}

int main(int argc, char **argv)
{
  Pair p = { 3, 4 };
  kern<<<1, 1>>>(0, 1.0f, 0, p);
  calls<<<1, 1>>>();
  cudaDeviceSynchronize();
  both(p, 0);
  geo::area(1.0, 2.0);
  host_fn(0, 0, 0, 0, 0, 0);
  returns_fp();
  printf("%s | %s\n", __PRETTY_FUNCTION__, __func__);
  return 0;
}
// expect: void kern(int *, float, const unsigned int *, Pair)
// expect: unsigned long long dev(const char *const *, unsigned int, long, __nv_bool) | dev | dev
// expect: const char *both(Pair &, volatile int *)
// expect: const char* both(Pair&, volatile int*)
// expect: double geo::area(double, double)
// expect: long unsigned int host_fn(short int, unsigned char, long long int, size_t, int (*)(int), int (*)[3], ...)
// expect: void (* returns_fp())(int)
// expect: int main(int, char**) | main
