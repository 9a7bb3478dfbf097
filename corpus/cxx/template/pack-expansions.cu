// Pack expansions outside call arguments ([temp.variadic]p5): in template argument lists
// (`Tuple<Ts...>`, `Tuple<Ts..., int>`, `Pair<Ts...>`, `Tuple<Box<Ts>...>`, a function type
// `R(Args...)`), in base-specifier lists (`struct Mix : Bases...`) and mem-initializer lists
// (`Bases(n)...`), in braced lists (`int a[] = {0, twice(args)...}`, a value pack `{Ns...}`),
// with sizeof...; deduction through `const Tuple<T, Ts...> &` and partial specialisations
// `Sig<R(Args...)>`, `Count<T, Rest...>`; host and device code (issue 19). Host output as g++'s.
// SPDX-License-Identifier: MIT
#include <cstdio>

template <class... Ts> struct Tuple
{
  static const int n = sizeof...(Ts);
};
template <class A, class B> struct Pair
{
  A a;
  B b;
};
template <class T> struct Box
{
  T v;
};

template <class... Ts> __host__ __device__ int arity(Ts...)
{
  Tuple<Ts...> t;
  Tuple<Ts..., int> u;
  return t.n * 10 + u.n;
}

template <class... Ts> int pair_size(Ts... xs)
{
  Pair<Ts...> p = {xs...};
  return (int)sizeof p + (int)p.a;
}

template <class... Ts> int boxes(Ts...)
{
  return Tuple<Box<Ts>...>::n;
}

template <class T> __host__ __device__ int twice(T x)
{
  return 2 * (int)x;
}

template <class... Ts> __host__ __device__ int sum(Ts... args)
{
  int a[] = {0, twice(args)...};
  int s = 0;
  for (int i = 0; i < (int)(sizeof a / sizeof a[0]); i++)
    s = s * 10 + a[i];
  return s;
}

template <int... Ns> struct Ints
{
  __host__ __device__ static int total()
  {
    int a[] = {Ns..., 0};
    int s = 0;
    for (int x : a)
      s += x;
    return s * 10 + (int)sizeof...(Ns);
  }
};

struct A
{
  int a;
  __host__ __device__ A(int n = 1) : a(n) {}
  __host__ __device__ int fa() const { return a; }
};
struct B
{
  int b;
  __host__ __device__ B(int n = 2) : b(n * 2) {}
  __host__ __device__ int fb() const { return b; }
};
template <class... Bases> struct Mix : Bases...
{
  __host__ __device__ Mix() {}
  __host__ __device__ Mix(int n) : Bases(n)... {}
};

template <class... Ts> int count(const Tuple<Ts...> &)
{
  return sizeof...(Ts);
}
template <class T, class... Ts> int head(const Tuple<T, Ts...> &)
{
  return (int)sizeof(T) * 100 + (int)sizeof...(Ts);
}

template <class F> struct Sig;
template <class R, class... Args> struct Sig<R(Args...)>
{
  static const int n = sizeof...(Args);
  typedef R (*pointer)(Args...);
};

template <class... Ts> struct Count
{
  static const int n = 0;
};
template <class T, class... Rest> struct Count<T, Rest...>
{
  static const int n = 1 + Count<Rest...>::n;
};

int add(int a, int b)
{
  return a + b;
}

__global__ void kernel(int *out)
{
  Mix<A, B> m(threadIdx.x + 1);
  out[threadIdx.x] = arity(1, 'c') * 1000000 + sum(1, 2, 3) * 100 + Ints<4, 5>::total() + m.fa() + m.fb();
}

int main()
{
  printf("%d %d %d\n", arity(1, 2.0, 'c'), arity(), pair_size(3, 2.0));
  printf("%d %d %d\n", boxes(1, 2, 3), sum(1, 2, 3), sum());
  printf("%d %d\n", Ints<1, 2, 3, 4>::total(), Ints<>::total());
  Mix<A, B> m, m3(3);
  printf("%d %d %d %d\n", m.fa(), m.fb(), m3.fa(), m3.fb());
  Tuple<int, char, double> t;
  printf("%d %d %d\n", count(t), head(t), count(Tuple<>()));
  Sig<int(int, int)>::pointer f = add;
  printf("%d %d %d\n", Sig<int(char, long, double)>::n, Sig<void()>::n, f(2, 3));
  printf("%d %d\n", Count<int, char, float>::n, Count<>::n);
  int *d, h[2];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: 34 1 19
// expect: 3 246 0
// expect: 104 0
// expect: 1 4 3 6
// expect: 3 402 0
// expect: 3 0 5
// expect: 3 0
// expect: 23024695 23024698
