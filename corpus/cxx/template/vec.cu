// A struct template Vec<T, N> with an array member sized by a non-type parameter, function
// templates that deduce T and N from Vec<T, N> parameters, a nested instance Vec<Vec<int, 2>, 2>,
// sizeof of instances, and the same instances in device code (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>

template <typename T, int N>
struct Vec
{
  T v[N];
};

template <typename T, int N>
__host__ __device__ T dot(const Vec<T, N> &a, const Vec<T, N> &b)
{
  T s = 0;
  for (int i = 0; i < N; i++)
    s += a.v[i] * b.v[i];
  return s;
}

template <typename T, int N>
__host__ __device__ Vec<T, N> scaled(Vec<T, N> a, T k)
{
  for (int i = 0; i < N; i++)
    a.v[i] *= k;
  return a;
}

template <int N>
__host__ __device__ int length_of(const Vec<float, N> &)
{
  return N;
}

__global__ void kernel(const Vec<float, 3> *in, float *out)
{
  int i = threadIdx.x;
  Vec<float, 3> a = in[i];
  Vec<float, 3> b = scaled(a, 2.0f);
  out[i] = dot(a, b) + length_of(a);
}

int main()
{
  Vec<float, 3> x = {{1, 2, 3}}, y = {{4, 5, 6}};
  Vec<double, 2> p = {{0.5, 1.5}};
  Vec<Vec<int, 2>, 2> m = {{{{1, 2}}, {{3, 4}}}};
  Vec<double, 2> q = scaled(p, 2.0);
  printf("%g %g %d\n", dot(x, y), dot(p, q), dot(m.v[0], m.v[1]));
  printf("%d %d %d %d\n", (int)sizeof(Vec<char, 3>), (int)sizeof(Vec<double, 5>),
         (int)sizeof m, length_of(y));
  Vec<float, 3> h[2] = {x, y}, *din;
  float *dout, r[2];
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  kernel<<<1, 2>>>(din, dout);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  printf("%g %g\n", r[0], r[1]);
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
// expect: 32 5 11
// expect: 3 40 16 3
// expect: 31 157
