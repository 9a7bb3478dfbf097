// Member templates in host and device code: __host__ __device__ member function templates of a
// class template called in a kernel (an iterator-range assign, a reduce with a function object),
// std::pair's converting constructor (`std::pair<int, int> p = std::make_pair(1u, 2);`).
// Checked by hand against C++'s rules (nvcc -c accepts it).
#include <cstdio>
#include <utility>
struct Scale {
  float k;
  template <class T> __host__ __device__ T apply(T v) const { return (T) (v * k); }
};
template <class T, int N>
struct Arr {
  T a[N];
  template <class It> __host__ __device__ void assign(It first, It last)
  {
    int i = 0;
    for (It p = first; p != last && i < N; ++p)
      a[i++] = (T) *p;
  }
  template <class F> __host__ __device__ T reduce(F f, T init) const
  {
    for (int i = 0; i < N; i++)
      init = f(init, a[i]);
    return init;
  }
};
struct Add { __host__ __device__ int operator()(int x, int y) const { return x + y; } };
__global__ void k(int *out, Scale s)
{
  Arr<int, 4> v;
  int src[] = {1, 2, 3, 4};
  v.assign(src, src + 4);
  out[threadIdx.x] = v.reduce(Add(), 0) + s.apply(threadIdx.x) + (int) s.apply(0.5);
}
int main()
{
  std::pair<int, int> p = std::make_pair(1u, 2);
  std::pair<double, long> q(p);
  printf("%d %d %g %ld\n", p.first, p.second, q.first, q.second);
  Scale s = {3.0f};
  printf("%d %g\n", s.apply(5), s.apply(1.5));
  double d[] = {1.5, 2.5, 3.5, 4.5};
  Arr<int, 4> a;
  a.assign(d, d + 4);
  printf("%d\n", a.reduce(Add(), 100));
  int *out;
  cudaMallocManaged(&out, 4 * sizeof(int));
  k<<<1, 4>>>(out, s);
  cudaDeviceSynchronize();
  for (int i = 0; i < 4; i++)
    printf("%d\n", out[i]);
  cudaFree(out);
  return 0;
}
// expect: 1 2 1 2
// expect: 15 4.5
// expect: 110
// expect: 11
// expect: 14
// expect: 17
// expect: 20
