// SAXPY with thrust::transform and a functor, as Thrust's examples/saxpy.cu writes it:
// y <- a * x + y on device_vectors, then copied back to a host_vector.
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/sequence.h>
#include <thrust/copy.h>
#include <thrust/fill.h>
#include <cstdio>

struct saxpy_functor
{
  const float a;
  saxpy_functor (float _a) : a (_a) {}
  __host__ __device__ float operator() (const float &x, const float &y) const
  {
    return a * x + y;
  }
};

void saxpy_fast (float A, thrust::device_vector<float> &X, thrust::device_vector<float> &Y)
{
  // Y <- A * X + Y
  thrust::transform (X.begin (), X.end (), Y.begin (), Y.begin (), saxpy_functor (A));
}

int main ()
{
  const int N = 1000;
  thrust::host_vector<float> hx (N);
  for (int i = 0; i < N; i++)
    hx[i] = (float) i * 0.5f;
  thrust::device_vector<float> X = hx;
  thrust::device_vector<float> Y (N);
  thrust::fill (Y.begin (), Y.end (), 1.0f);
  saxpy_fast (2.0f, X, Y);
  thrust::host_vector<float> hy = Y;
  printf ("y[0] = %g, y[1] = %g, y[999] = %g\n", hy[0], hy[1], hy[999]);
  float s = 0;
  for (int i = 0; i < N; i++)
    s += hy[i];
  printf ("host sum = %g\n", s);
  return 0;
}

// Expected output computed with a host reference program (g++: the same loops on arrays).
// expect: y[0] = 1, y[1] = 2, y[999] = 1000
// expect: host sum = 500500
