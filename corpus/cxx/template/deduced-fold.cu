// Fold expressions (unary right and left, binary with an initial value, over +, *, &&, ||
// and ',', an empty pack) and deduced return types (`auto f()` in function templates and plain
// functions, several returns, a struct, void), in host and device code. Checked by hand
// against C++17's rules (an empty && fold is true, || false).
#include <cstdio>
template <class... Ts> auto sum(Ts... args) { return (args + ...); }
template <class... Ts> auto sum0(Ts... args) { return (0 + ... + args); }
template <class... Ts> bool all(Ts... args) { return (... && (args > 0)); }
template <class... Ts> bool any(Ts... args) { return (args || ...); }
template <class... Ts> int count(Ts... args) { return (0 + ... + (args != 0 ? 1 : 0)); }
template <class... Ts> void print(Ts... args) { ((printf("%d ", (int) args)), ...); printf("\n"); }
template <class... Ts> __device__ int dsum(Ts... args) { return (args * ... * 1); }
auto square(int x) { return x * x; }
auto half(double x) { if (x < 0) return 0.0; return x / 2; }
auto nothing() { printf("nothing\n"); }
struct P { int a; double b; };
auto make() { P p = {1, 2.5}; return p; }
__global__ void k(int *out) { out[0] = dsum(2, 3, 4); }
int main() {
  printf("%d %g %d\n", sum(1, 2, 3), sum(1.5, 2), sum0());
  printf("%d %d %d %d\n", all(1, 2, 3), all(1, -2), all(), any());
  printf("%d\n", count(1, 0, 3, 0, 5));
  print(1, 2.5, 'c');
  printf("%d %g %g\n", square(7), half(5), half(-1));
  nothing();
  auto m = make();
  printf("%d %g\n", m.a, m.b);
  int *out;
  cudaMallocManaged(&out, sizeof(int));
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  printf("%d\n", out[0]);
  cudaFree(out);
}
// expect: 6 3.5 0
// expect: 1 0 1 0
// expect: 3
// expect: 1 2 99 
// expect: 49 2.5 0
// expect: nothing
// expect: 1 2.5
// expect: 24
