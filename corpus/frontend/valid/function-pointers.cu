// corpus/frontend/valid/function-pointers.cu: arrays of function pointers as dispatch tables on
// the host and on the device, a function returning a function pointer, a comparator callback,
// and direct and mutual recursion
// SPDX-License-Identifier: MIT
#include <stdio.h>

typedef int (*binop)(int, int);

static __host__ __device__ int add(int a, int b) { return a + b; }
static __host__ __device__ int sub(int a, int b) { return a - b; }
static __host__ __device__ int mul(int a, int b) { return a * b; }

static binop host_ops[] = {add, sub, mul};
static const char *const names[3] = {"add", "sub", "mul"};

/* returns the operation named by [c], or NULL */
static int (*lookup(char c))(int, int)
{
  switch (c) {
  case '+': return add;
  case '-': return sub;
  case '*': return mul;
  default: return 0;
  }
}

static void sort(int *v, int n, int (*cmp)(const void *, const void *))
{
  for (int i = 0; i < n; i++)
    for (int j = n - 1; j > i; j--)
      if (cmp(&v[j - 1], &v[j]) > 0) {
        int t = v[j];
        v[j] = v[j - 1];
        v[j - 1] = t;
      }
}

static int descending(const void *a, const void *b)
{
  return *(const int *) b - *(const int *) a;
}

static unsigned long long factorial(int n) { return n <= 1 ? 1ull : n * factorial(n - 1); }
static int is_odd(int n);
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }

__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__global__ void apply(int *out, int a, int b)
{
  binop ops[3] = {add, sub, mul};  /* a device-side table */
  int (**p)(int, int) = ops;
  out[threadIdx.x] = p[threadIdx.x % 3](a, b) + fib(threadIdx.x);
}

int main(void)
{
  for (int i = 0; i < 3; i++)
    printf("%s(7, 3) = %d\n", names[i], host_ops[i](7, 3));
  binop (*table)[3] = &host_ops;
  printf("%d %d\n", (*table)[2](4, 5), (*lookup('-'))(10, 4));
  printf("%s\n", lookup('/') == NULL ? "no division" : "division");
  int v[6] = {3, 9, 1, 7, 5, 2};
  sort(v, 6, descending);
  for (int i = 0; i < 6; i++)
    printf("%d%c", v[i], i == 5 ? '\n' : ' ');
  printf("%llu %d %d\n", factorial(20), is_even(10), is_odd(7));
  int h[6], *d;
  cudaMalloc(&d, sizeof h);
  apply<<<1, 6>>>(d, 6, 2);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 6; i++)
    printf("%d%c", h[i], i == 5 ? '\n' : ' ');
  cudaFree(d);
  return 0;
}
//
// expect: add(7, 3) = 10
// expect: sub(7, 3) = 4
// expect: mul(7, 3) = 21
// expect: 20 6
// expect: no division
// expect: 9 7 5 3 2 1
// expect: 2432902008176640000 1 1
// expect: 8 5 13 10 7 17
