// constexpr functions with C++14 bodies (locals, loops, if, several returns, recursion),
// evaluated at compile time where C++ requires a constant: static_assert, array bounds (a
// __shared__ tile too), case labels; and called at run time like any function. Host output
// checked with g++.
#include <cstdio>

constexpr int fact(int n)
{
  int r = 1;
  for (int i = 2; i <= n; i++)
    r *= i;
  return r;
}

constexpr int fib(int n)
{
  if (n < 2)
    return n;
  int a = 0, b = 1;
  while (--n)
    {
      int t = a + b;
      a = b;
      b = t;
    }
  return b;
}

constexpr int ilog2(unsigned v)
{
  int r = 0;
  while (v >>= 1)
    ++r;
  return r;
}

constexpr int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

__host__ __device__ constexpr int tiles(int n, int t)
{
  if (n % t)
    {
      return n / t + 1;
    }
  else
    {
      return n / t;
    }
}

static_assert(fact(5) == 120, "fact");
static_assert(fib(10) == 55);
static_assert(ilog2(1024) == 10, "ilog2");
static_assert(gcd(48, 18) == 6, "gcd");
int table[fact(4)];

__global__ void k(int *o)
{
  __shared__ int tile[tiles(100, 32) * 32];
  tile[threadIdx.x] = threadIdx.x;
  o[0] = sizeof(tile) / sizeof(int) + tiles(65, 32);
}

int main()
{
  int x = 3;
  switch (x)
    {
    case fact(3) - 3:
      printf("three\n");
      break;
    default:
      break;
    }
  printf("%zu %d %d %d\n", sizeof(table) / sizeof(int), fact(x), fib(x + 5), ilog2(x));
  int *d;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 1>>>(d);
  int h;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  cudaFree(d);
  return 0;
}
// expect: three
// expect: 24 6 21 1
// expect: 131
