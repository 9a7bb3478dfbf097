// Thrust's distributions take any engine with static members min and max (their operator() is
// a member template): minstd_rand and a user's xorshift engine, in host code and in a kernel.
// Expected output from the toolkit's <thrust/random.h> built by g++ (host lines; the device
// ones are the same draws).
#include <thrust/random.h>
#include <cstdio>
struct Xs {
  typedef unsigned int result_type;
  static const result_type min = 0;
  static const result_type max = 0xffffffffu;
  unsigned int s;
  __host__ __device__ explicit Xs(unsigned int seed) : s(seed) {}
  __host__ __device__ result_type operator()() { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return s; }
};
__global__ void k(float *out) {
  Xs g(2463534242u + threadIdx.x);
  thrust::uniform_real_distribution<float> d(-1.0f, 1.0f);
  thrust::uniform_int_distribution<int> di(0, 9);
  out[2 * threadIdx.x] = d(g);
  out[2 * threadIdx.x + 1] = (float) di(g);
}
int main() {
  thrust::minstd_rand r(7);
  Xs x(2463534242u);
  thrust::uniform_real_distribution<double> u(0.0, 10.0);
  thrust::uniform_int_distribution<int> ui(1, 6);
  for (int i = 0; i < 3; i++) {
    double a = u(r);
    int b = ui(r);
    double c = u(x);
    int d = ui(x);
    printf("%.6f %d %.6f %d\n", a, b, c, d);
  }
  float *out;
  cudaMallocManaged(&out, 4 * sizeof (float));
  k<<<1, 2>>>(out);
  cudaDeviceSynchronize();
  printf("%.6f %g %.6f %g\n", out[0], out[1], out[2], out[3]);
  cudaFree(out);
  return 0;
}
// expect: 0.001573 4 1.684464 4
// expect: 2.094682 2 4.805962 3
// expect: 7.756899 2 8.224288 1
// expect: -0.663107 5 -0.663226 5
