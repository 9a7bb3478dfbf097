// Operator functions called by name, as generic code and some tutorials write them:
// `a.operator+(b)`, `p->operator[](i)`, `f.operator()(x)`, `o.operator int()`, and arrays
// from `new T[N]{...}` with a list shorter than N (the rest value-initialised), on the host
// and in a kernel (the device heap). cudak said "expected identifier before 'operator'" and
// "unsupported: a braced initializer list in an array new". Expected output from g++ -std=c++17
// for the host lines, by hand for the kernel's.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cuda_runtime.h>

struct Vec2 {
  float x, y;
  __host__ __device__ Vec2 operator+(const Vec2 &o) const { return Vec2{x + o.x, y + o.y}; }
  __host__ __device__ bool operator<(const Vec2 &o) const { return x < o.x; }
  __host__ __device__ float operator[](int i) const { return i == 0 ? x : y; }
};

struct Scale {
  float k;
  __host__ __device__ float operator()(float v) const { return k * v; }
};

struct Meters {
  double v;
  operator int() const { return (int) (v + 0.5); }
  explicit operator bool() const { return v != 0.0; }
};

__global__ void kernel(float *out)
{
  int *w = new int[4]{3, 1};
  Vec2 a{1.0f, 2.0f}, b{0.5f, 0.25f};
  Vec2 c = a.operator+(b);
  Scale s{2.0f};
  Vec2 *pc = &c;
  out[threadIdx.x] = s.operator()(pc->operator[](threadIdx.x % 2)) + w[0] + w[1] + w[2] + w[3];
  delete[] w;
}

int main(void)
{
  float *p = new float[4]{1.5f, 2.5f, 3.5f, 4.5f};
  int *q = new int[5]{7, 8};
  double *z = new double[3]{};
  Vec2 a{1.0f, 2.0f}, b{3.0f, -1.0f};
  Vec2 c = a.operator+(b);
  const Vec2 *pa = &a;
  Scale s{0.5f};
  Meters m{2.6};
  printf("%g %g | %d %d %d | %g\n", p[0], p[3], q[1], q[2], q[4], z[2]);
  printf("%g %g %d %g %g\n", c.x, c.y, (int) a.operator<(b), pa->operator[](1), s.operator()(c.x));
  printf("%d %d\n", m.operator int(), (int) m.operator bool());
  delete[] p;
  delete[] q;
  delete[] z;

  float *d, h[4];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
  cudaFree(d);
  return 0;
}
// expect: 1.5 4.5 | 8 0 0 | 0
// expect: 4 1 1 2 2
// expect: 3 1
// expect: 7 8.5 7 8.5
