// Multi-dimensional arrays of objects with constructors (issue 19): an initializer of nested
// lists, with brace elision, constructs each element written from its expression and the rest
// by the default constructor, first to last ([dcl.init.aggr]); `T a[][2] = {...}` takes its
// length from the list; file-scope arrays are constructed before main (a 2-D one was left
// unconstructed) and destroyed after it, last element first; dim3 elements by dim3's
// constructors. Host lines as g++ prints them; the kernel's by hand (below).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cuda_runtime.h>

struct N {
  int v;
  N() : v(-1) { printf("ctor default\n"); }
  N(int x) : v(x) { printf("ctor %d\n", v); }
  ~N() { printf("dtor %d\n", v); }
};

struct Cell {
  int v;
  __device__ Cell() : v(0) {}
  __device__ Cell(int x) : v(x * 10) {}
};

N g[2][2] = {{1, 2}, {3}};

__global__ void grid_sum(int *out)
{
  Cell m[2][3] = {{1, 2}, {threadIdx.x}};
  int s = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      s += m[i][j].v;
  out[threadIdx.x] = s;
}

int main()
{
  N a[2][3];
  N b[2][2] = {{5, 6}, {7, 8}};
  N c[][2] = {{9}, {10, 11}};
  N e[2][2] = {12, 13, 14};
  dim3 d[2][2] = {{1, {2, 3}}, {dim3(4)}};
  printf("%d %d %d %zu | %d %d %d %d\n", a[1][2].v, b[1][0].v, c[1][1].v, sizeof c / sizeof c[0],
         e[0][0].v, e[0][1].v, e[1][0].v, e[1][1].v);
  printf("%u %u %u %u %u %u\n", d[0][0].x, d[0][0].y, d[0][1].y, d[0][1].z, d[1][0].x, d[1][1].x);
  int *dev, h[2];
  cudaMalloc(&dev, sizeof h);
  grid_sum<<<1, 2>>>(dev);
  cudaMemcpy(h, dev, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d %d\n", h[0], h[1]);
  cudaFree(dev);
  return 0;
}
// The kernel: m holds 10, 20, 0 / 10 * threadIdx.x, 0, 0: 30 and 40.
// expect: ctor 1
// expect: ctor 2
// expect: ctor 3
// expect: ctor default
// expect: ctor default
// expect: ctor default
// expect: ctor default
// expect: ctor default
// expect: ctor default
// expect: ctor default
// expect: ctor 5
// expect: ctor 6
// expect: ctor 7
// expect: ctor 8
// expect: ctor 9
// expect: ctor default
// expect: ctor 10
// expect: ctor 11
// expect: ctor 12
// expect: ctor 13
// expect: ctor 14
// expect: ctor default
// expect: -1 7 11 2 | 12 13 14 -1
// expect: 1 1 3 1 4 1
// expect: device 30 40
// expect: dtor -1
// expect: dtor 14
// expect: dtor 13
// expect: dtor 12
// expect: dtor 11
// expect: dtor 10
// expect: dtor -1
// expect: dtor 9
// expect: dtor 8
// expect: dtor 7
// expect: dtor 6
// expect: dtor 5
// expect: dtor -1
// expect: dtor -1
// expect: dtor -1
// expect: dtor -1
// expect: dtor -1
// expect: dtor -1
// expect: dtor -1
// expect: dtor 3
// expect: dtor 2
// expect: dtor 1
