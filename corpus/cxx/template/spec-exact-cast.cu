// Two template fixes met while writing <thrust/...> (issue 20): a partial specialisation whose
// pattern names a non-dependent type (`J<B, Y>`) or another template's instance (`S<less<T>>`)
// matches only that type, and a class template's instance names a functional cast
// (`plus<int>()`, `P<int>{3}`) in an expression; of `get(W<T> &)` and `get(const W<T> &)` a
// non-const lvalue takes the first ([over.ics.rank]p3.2.6), as thrust::get needs; a typedef of
// an instance names its member types (`typedef BlockReduce<int, 128> BR; BR::TempStorage`).
#include <cstdio>

struct A {};
struct B {};
template <class X, class Y> struct J { static const int v = 0; };
template <class Y> struct J<B, Y> { static const int v = 1; };
template <> struct J<A, B> { static const int v = 2; };

template <class T> struct less { __host__ __device__ bool operator() (T a, T b) const { return a < b; } };
template <class T> struct greater { __host__ __device__ bool operator() (T a, T b) const { return a > b; } };
template <class C> struct Kind { static const int v = 0; };
template <class T> struct Kind<less<T> > { static const int v = 1; };

template <class T> struct plus { __host__ __device__ T operator() (T a, T b) const { return a + b; } };
template <class T> struct P { T x; };
template <class T> struct W { T v[2]; struct In { T x; }; typedef T value_type; };
typedef W<short> WS;

template <int I, class T> T &get (W<T> &w) { return w.v[I]; }
template <int I, class T> const T &get (const W<T> &w) { return w.v[I]; }

template <class Op> __global__ void apply (int *out, Op op) { out[threadIdx.x] = op (threadIdx.x, 10); }

int main ()
{
  printf ("%d %d %d %d\n", J<A, A>::v, J<B, A>::v, J<A, B>::v, J<B, B>::v);
  printf ("%d %d\n", Kind<less<int> >::v, Kind<greater<int> >::v);
  printf ("%d %d\n", plus<int> () (2, 3), (int) less<float> () (1.0f, 2.0f));
  P<int> p = P<int>{3};
  printf ("%d\n", p.x);
  W<int> w = { { 1, 2 } };
  const W<int> &cw = w;
  get<1> (w) += 5;
  printf ("%d %d\n", get<0> (cw), get<1> (cw));
  WS::In in = { 4 };
  WS::value_type vt = 5;
  printf ("%d %d %d\n", in.x, vt, (int) sizeof (WS::value_type));
  int *d;
  cudaMallocManaged (&d, 2 * sizeof (int));
  apply<<<1, 2>>> (d, plus<int> ());
  cudaDeviceSynchronize ();
  printf ("%d %d\n", d[0], d[1]);
  cudaFree (d);
  return 0;
}

// Expected output checked with g++ (the host part) and by hand (the kernel).
// expect: 0 1 2 1
// expect: 1 0
// expect: 5 1
// expect: 3
// expect: 1 7
// expect: 4 5 2
// expect: 10 11
