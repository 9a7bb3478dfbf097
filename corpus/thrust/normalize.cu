// Normalising a vector on the device: its 2-norm by transform_reduce, then a transform with a
// functor holding 1/norm; a device_ptr wrapped around cudaMalloc'd memory that one's own kernel
// filled, then thrust::max_element on it (course code mixes raw kernels and Thrust so).
#include <thrust/device_ptr.h>
#include <thrust/transform_reduce.h>
#include <thrust/transform.h>
#include <thrust/extrema.h>
#include <thrust/functional.h>
#include <cmath>
#include <cstdio>

__global__ void fill (float *v, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = (float) ((i * 13) % 17) - 8.0f;
}

struct square
{
  __host__ __device__ float operator() (float x) const { return x * x; }
};

struct scale
{
  float s;
  scale (float s) : s (s) {}
  __host__ __device__ float operator() (float x) const { return x * s; }
};

int main ()
{
  const int n = 50;
  float *raw;
  cudaMalloc (&raw, n * sizeof (float));
  fill<<<2, 32>>> (raw, n);
  thrust::device_ptr<float> v (raw);
  float norm = sqrtf (thrust::transform_reduce (v, v + n, square (), 0.0f, thrust::plus<float> ()));
  printf ("norm %.5f\n", norm);
  thrust::transform (v, v + n, v, scale (1.0f / norm));
  thrust::device_ptr<float> m = thrust::max_element (v, v + n);
  printf ("largest %.5f at %d\n", (float) *m, (int) (m - v));
  float check = thrust::transform_reduce (v, v + n, square (), 0.0f, thrust::plus<float> ());
  printf ("norm after %.4f\n", sqrtf (check));
  cudaFree (raw);
  return 0;
}

// Expected output computed with a host reference program (g++: the same values and sums in
// loops; the sum of the squares is exact in float, the printed digits do not depend on the
// order of the second sum).
// expect: norm 34.75629
// expect: largest 0.23017 at 13
// expect: norm after 1.0000
