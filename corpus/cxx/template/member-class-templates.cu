// Member class templates ([temp.mem]): a class template declared in a class template (its
// instances see the enclosing instance's parameters: Inner<U> has a T member) and in a plain class,
// named from outside (`Outer<int>::Inner<double>`, `Plain::Box<int>`) and inside (`Inner<U>` as
// a member function template's return type, `Inner<int>` as a member); instances of the same
// member template of two enclosing instances are distinct classes (`Outer<char>::Inner<int>`);
// host and device code (issue 19). Host output as g++'s.
// SPDX-License-Identifier: MIT
#include <cstdio>

template <class T> struct Outer
{
  T base;
  template <class U> struct Inner
  {
    U u;
    T t;
    __host__ __device__ U get() const { return u + (U)t; }
  };
  template <class U> __host__ __device__ Inner<U> make(U u) const
  {
    Inner<U> r;
    r.u = u;
    r.t = base;
    return r;
  }
  Inner<int> fixed;
};

struct Plain
{
  template <class U> struct Box
  {
    U v;
    __host__ __device__ U twice() const { return v + v; }
  };
};

__global__ void kernel(int *out)
{
  Outer<int> o;
  o.base = threadIdx.x;
  Plain::Box<int> b = {20};
  out[threadIdx.x] = o.make(10).get() * 100 + b.twice() + (int)sizeof(Outer<char>::Inner<short>);
}

int main()
{
  Outer<int> o;
  o.base = 3;
  o.fixed.u = 4;
  o.fixed.t = 5;
  Outer<int>::Inner<double> in;
  in.u = 0.5;
  in.t = 2;
  Outer<char>::Inner<int> ci;
  ci.u = 1;
  ci.t = 'a';
  printf("%g %g %d %d\n", in.get(), o.make(1.5).get(), o.fixed.get(), ci.get());
  printf("%d %d %d\n", (int)sizeof(Outer<char>::Inner<int>), (int)sizeof(Outer<double>::Inner<char>),
         (int)sizeof(Outer<int>));
  Plain::Box<double> b = {1.25};
  printf("%g\n", b.twice());
  int *d, h[2];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: 2.5 4.5 9 98
// expect: 8 16 12
// expect: 2.5
// expect: 1044 1144
