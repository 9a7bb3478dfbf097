// Members of class templates defined outside the class ([temp.mem.func], [temp.static]): member
// functions, constructors (with a mem-initializer list), destructors, operators, static data
// members (`template <class T, int N> int Buf<T, N>::made = 0;`), with the class's parameters
// renamed (`Buf<E, M>::Buf()`), and member templates (`template <class T, int N> template <class
// U> U Buf<T, N>::as() const`, a constructor template); a definition after the first use of an
// instance (Counter<int>); host and device code (issue 19). Host output as g++'s.
// SPDX-License-Identifier: MIT
#include <cstdio>

template <class T, int N> struct Buf
{
  T data[N];
  int n;
  static int made;
  static const int cap = N;
  __host__ __device__ Buf();
  template <class It> __host__ __device__ Buf(It first, It last);
  __host__ __device__ ~Buf();
  __host__ __device__ void push(T x);
  __host__ __device__ T sum() const;
  __host__ __device__ Buf operator+(const Buf &o) const;
  template <class U> __host__ __device__ U as() const;
  template <class F> __host__ __device__ void each(F f);
};
template <class T, int N> int Buf<T, N>::made = 0;
template <class E, int M> __host__ __device__ Buf<E, M>::Buf() : n(0) {}
template <class T, int N> template <class It> __host__ __device__ Buf<T, N>::Buf(It first, It last) : n(0)
{
  for (; first != last; ++first)
    push((T) *first);
}
template <class T, int N> __host__ __device__ Buf<T, N>::~Buf() {}
template <class T, int N> __host__ __device__ void Buf<T, N>::push(T x)
{
  if (n < N)
    data[n++] = x;
}
template <class T, int N> __host__ __device__ T Buf<T, N>::sum() const
{
  T s = T();
  for (int i = 0; i < n; i++)
    s += data[i];
  return s;
}
template <class T, int N> __host__ __device__ Buf<T, N> Buf<T, N>::operator+(const Buf &o) const
{
  Buf r;
  for (int i = 0; i < n; i++)
    r.push(data[i]);
  for (int i = 0; i < o.n; i++)
    r.push(o.data[i]);
  return r;
}
template <class T, int N> template <class U> __host__ __device__ U Buf<T, N>::as() const
{
  return (U) sum() / 2;
}
template <class T, int N> template <class F> __host__ __device__ void Buf<T, N>::each(F f)
{
  for (int i = 0; i < n; i++)
    data[i] = f(data[i]);
}
struct Twice { __host__ __device__ int operator()(int x) const { return 2 * x; } };

template <class T> struct Counter
{
  T v;
  Counter(T x);
  T get() const;
};
int early()
{
  Counter<int> c(41);   // the members are defined below: instantiated for the whole program
  return c.get();
}
template <class T> Counter<T>::Counter(T x) : v(x) {}
template <class T> T Counter<T>::get() const
{
  return v + 1;
}
__global__ void kernel(int *out)
{
  int src[] = {1, 2, 3};
  Buf<int, 4> a(src, src + 3), b;
  b.push(threadIdx.x);
  Buf<int, 4> c = a + b;
  c.each(Twice());
  out[threadIdx.x] = c.sum() * 100 + c.n * 10 + c.as<int>() + Buf<int, 4>::cap;
}

int main()
{
  Buf<int, 4> a;
  a.push(1); a.push(2); a.push(3);
  Buf<double, 2> d;
  d.push(0.5); d.push(1.25); d.push(9);
  double src[] = {1.5, 2.5, 3.5};
  Buf<double, 8> e(src, src + 3);
  Buf<int, 4> f = a + a;
  printf("%d %g %g %d %d\n", a.sum(), d.sum(), e.sum(), f.sum(), f.n);
  printf("%d %g %d\n", a.as<int>(), a.as<double>(), Buf<char, 3>::cap);
  Buf<int, 4>::made += 2;
  printf("%d %d\n", Buf<int, 4>::made, Buf<double, 2>::made);
  int *dp, h[2];
  cudaMalloc(&dp, sizeof h);
  kernel<<<1, 2>>>(dp);
  cudaMemcpy(h, dp, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[1], early());
  cudaFree(dp);
  return 0;
}
// expect: 6 1.75 7.5 7 4
// expect: 3 3 3
// expect: 2 0
// expect: 1250 1451 42
