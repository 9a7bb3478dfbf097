// Operator function templates in device code: a non-member `operator+` and `operator*` of a
// class template and a member `operator()` template of a function object passed to a template
// kernel, each instance a __host__ __device__ function. Expected output computed by hand.
#include <cstdio>
template <class T> struct V2 {
  T x, y;
  __host__ __device__ V2(T a, T b) : x(a), y(b) {}
};
template <class T> __host__ __device__ V2<T> operator+(const V2<T> &a, const V2<T> &b) { return V2<T>(a.x + b.x, a.y + b.y); }
template <class T> __host__ __device__ V2<T> operator*(T s, const V2<T> &v) { return V2<T>(s * v.x, s * v.y); }
struct Mul {
  template <class T> __host__ __device__ T operator()(T a, T b) const { return a * b; }
};
template <class F> __global__ void k(int *out, float *fout, F f) {
  int i = threadIdx.x;
  V2<int> p(i, 2 * i), q(1, 1);
  V2<int> r = p + q;
  V2<float> s = 0.5f * V2<float>((float) i, 1.0f);
  out[i] = f(r.x, r.y);
  fout[i] = f(s.x, s.y) + s.y;
}
int main() {
  int *out;
  float *fout;
  cudaMallocManaged(&out, 4 * sizeof (int));
  cudaMallocManaged(&fout, 4 * sizeof (float));
  k<<<1, 4>>>(out, fout, Mul());
  cudaDeviceSynchronize();
  for (int i = 0; i < 4; i++)
    printf("%d %g\n", out[i], fout[i]);
  cudaFree(out);
  cudaFree(fout);
  return 0;
}
// expect: 1 0.5
// expect: 6 0.75
// expect: 15 1
// expect: 28 1.25
