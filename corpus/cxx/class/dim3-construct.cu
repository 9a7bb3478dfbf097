// dim3 is the class <vector_types.h> declares, as CUDA's header does (issue 19): its constexpr
// constructor dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) makes every member not
// given 1, dim3(uint3) and operator uint3() convert both ways, and every C++ form of
// initialisation goes through them (no special case in the frontend). Host lines as g++ prints
// them with the toolkit's headers (g++ -I/usr/local/cuda/include).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cuda_runtime.h>

dim3 file_default;                 // (1,1,1): its constructor, a constant initialisation
dim3 file_partial(8);
const dim3 file_const(16, 16);
static dim3 file_list = {2, 3};

static void show(const char *what, dim3 d) { printf("%-10s %u %u %u\n", what, d.x, d.y, d.z); }
static void show3(const char *what, uint3 u) { printf("%-10s %u %u %u\n", what, u.x, u.y, u.z); }
static dim3 ret_int(int n) { return n; }
static dim3 ret_list(unsigned n) { return {n, 2}; }
static unsigned volume(dim3 d) { return d.x * d.y * d.z; }

__global__ void record(unsigned *out)
{
  dim3 b = blockDim;                // a copy of the built-in variable
  uint3 t = threadIdx;
  uint3 g = gridDim;                // dim3's operator uint3
  dim3 own(threadIdx);              // dim3(uint3)
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = b.x * 1000 + b.y * 100 + g.x * 10 + t.x + own.y;
}

int main()
{
  show("file", file_default);
  show("partial", file_partial);
  show("const", file_const);
  show("list", file_list);
  dim3 a;
  dim3 b(4);
  dim3 c(4, 2);
  dim3 d = {5};
  dim3 e{6, 7};
  dim3 f = dim3(3, 3, 3);
  dim3 g = 9;
  dim3 h = dim3{4, 5};
  show("a", a); show("b", b); show("c", c); show("d", d); show("e", e); show("f", f); show("g", g); show("h", h);
  int n = 5;
  dim3 var(n, n + 1);               // not constants: a call of the constructor
  show("var", var);
  show("ret_int", ret_int(12));
  show("ret_list", ret_list(7));
  show("arg", 3);                   // an int argument converts by the constructor
  uint3 u = make_uint3(7, 8, 9);
  dim3 from_u(u);
  dim3 from_u2 = u;
  uint3 back = c;
  uint3 cast = (uint3) f;
  show("from_u", from_u); show("from_u2", from_u2); show3("back", back); show3("cast", cast);
  show3("u_arg", dim3(2));          // dim3 to a uint3 parameter
  show("static", static_cast<dim3>(11));
  a = 42;                           // assignment from a converted temporary
  show("assigned", a);
  a = u;
  show("assigned_u", a);
  dim3 arr[3] = {4, {5, 6}};
  for (int i = 0; i < 3; i++)
    show("arr", arr[i]);
  printf("volume %u %u\n", volume(file_const), volume(dim3(2, 3, 4)));
  printf("sizeof %zu alignof %zu\n", sizeof(dim3), alignof(dim3));

  unsigned *dev, host[8];
  cudaMalloc(&dev, sizeof host);
  record<<<2, 4>>>(dev);                          // ints
  cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);
  printf("ints  %u %u %u\n", host[0], host[3], host[7]);
  record<<<make_uint3(1, 1, 1), dim3(8)>>>(dev);  // a uint3 and a dim3
  cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);
  printf("uint3 %u %u %u\n", host[0], host[3], host[7]);
  int blocks = 4, threads = 2;
  record<<<blocks, threads>>>(dev);               // ints not constant
  cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);
  printf("vars  %u %u %u\n", host[0], host[3], host[7]);
  cudaFree(dev);
  return 0;
}
// expect: file       1 1 1
// expect: partial    8 1 1
// expect: const      16 16 1
// expect: list       2 3 1
// expect: a          1 1 1
// expect: b          4 1 1
// expect: c          4 2 1
// expect: d          5 1 1
// expect: e          6 7 1
// expect: f          3 3 3
// expect: g          9 1 1
// expect: h          4 5 1
// expect: var        5 6 1
// expect: ret_int    12 1 1
// expect: ret_list   7 2 1
// expect: arg        3 1 1
// expect: from_u     7 8 9
// expect: from_u2    7 8 9
// expect: back       4 2 1
// expect: cast       3 3 3
// expect: u_arg      2 1 1
// expect: static     11 1 1
// expect: assigned   42 1 1
// expect: assigned_u 7 8 9
// expect: arr        4 1 1
// expect: arr        5 6 1
// expect: arr        1 1 1
// expect: volume 256 24
// expect: sizeof 12 alignof 4
// expect: ints  4120 4123 4123
// expect: uint3 8110 8113 8117
// expect: vars  2140 2141 2141
