// Was corpus/frontend/invalid/no-cascades.cu, one unsupported error per construct: an operator
// function, a derived struct, a static data member, a template kernel, an rvalue reference, a
// lambda and decltype all work since issue 19 (the kernels are not waited for).
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
// expect: 9 3.000000 1 1
// expect-report: ^formerly-unsupported\.cu:28:7: warning: kernel 'fill<float>' was still waiting to start when the program exited$
// expect-report: ^formerly-unsupported\.cu:29:14: warning: kernel 'fill<float>' was still waiting to start when the program exited$
// expect-report: ^formerly-unsupported\.cu:27:3: warning: leak: 16 bytes allocated by cudaMalloc are never freed$
