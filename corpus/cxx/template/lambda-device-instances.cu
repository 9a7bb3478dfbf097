// Device code's lambdas and local classes are the instance's own too: a lambda and a local
// class in a __device__ function template and a lambda in a template kernel, instantiated for
// int and float (run<float>'s closure was called in run<int>). Values by hand: for float,
// x / 4 + 2 * x; for int the same in integer arithmetic.
#include <cstdio>

template <class T> __device__ T mix(T x)
{
  auto q = [](T a) { return a / 4; };
  struct D { T d; __device__ T dbl() const { return d * 2; } };
  return q(x) + D{x}.dbl();
}

template <class T> __global__ void k(T *out, T base)
{
  auto add = [base](T v) { return v + base; };
  out[threadIdx.x] = add(mix((T) (threadIdx.x + 1)));
}

template <class T> void launch(T base)
{
  T *d, h[4];
  cudaMalloc(&d, sizeof h);
  k<<<1, 4>>>(d, base);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%g %g %g %g\n", (double) h[0], (double) h[1], (double) h[2], (double) h[3]);
}

int main()
{
  launch<int>(100);
  launch<float>(0.5f);
  return 0;
}
// expect: 102 104 106 109
// expect: 2.75 5 7.25 9.5
