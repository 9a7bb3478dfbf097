// expect-build-fail
// nvcc accepts this (C++11); each construct is reported once, where it is written, and the
// uses of the names it declares are not reported again.
#include <cstdio>
struct Vec { float x; };
Vec operator+(Vec a, Vec b) { Vec r = {a.x + b.x}; return r; }
struct Base { int id; };
struct Derived : Base { int extra; };
struct Counter { static int count; int n; };
int Counter::count = 0;
enum class Mode { Fast, Slow };
template <typename T>
__global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
void bump(int &&r) { r++; }
int main()
{
  auto square = [](int x) { return x * x; };
  int a = 3;
  decltype(a) b = square(a);
  Vec u = {1}, w = {2};
  Vec s = u + w;
  Derived d;
  d.id = 1;
  Counter::count++;
  Mode m = Mode::Fast;
  float *p;
  cudaMalloc(&p, 4 * sizeof(float));
  fill<<<1, 4>>>(p, 1.0f);
  fill<float><<<1, 4>>>(p, 2.0f);
  bump(5);
  printf("%d %f %d %d\n", b, s.x, d.id, m == Mode::Fast);
  return 0;
}
// expect-stderr: no-cascades.cu:6:5: error: unsupported: operator overloading
// expect-stderr: Vec operator+(Vec a, Vec b) { Vec r = {a.x + b.x}; return r; }
// expect-stderr:     ^~~~~~~~
// expect-stderr: no-cascades.cu:8:16: error: unsupported: inheritance
// expect-stderr: struct Derived : Base { int extra; };
// expect-stderr:                ^
// expect-stderr: no-cascades.cu:9:18: error: unsupported: static data members
// expect-stderr: struct Counter { static int count; int n; };
// expect-stderr:                  ^~~~~~
// expect-stderr: no-cascades.cu:17:17: error: unsupported: lambdas
// expect-stderr:   auto square = [](int x) { return x * x; };
// expect-stderr:                 ^
