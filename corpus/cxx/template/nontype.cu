// Non-type template parameters of enumeration, scoped enumeration and char type, a negative
// default argument, sizeof... in an array bound, __launch_bounds__(BLOCK) on a kernel template,
// a static local of each instance of its own, and a recursive instance calling itself
// (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>
enum Mode { Fast, Slow };
enum class Op { Add, Mul };
template <Mode M> int speed() { return M == Fast ? 10 : 1; }
template <Op O, typename T> __host__ __device__ T apply(T a, T b) { if constexpr (O == Op::Add) return a + b; else return a * b; }
template <char C, int N = -3> int cn() { return C + N; }
template <typename... Ts> struct Count { int a[sizeof...(Ts) + 1]; };
template <int BLOCK> __global__ void __launch_bounds__(BLOCK) fill(int *p) { p[threadIdx.x] = BLOCK; }
template <typename T> int counter() { static int n = 0; return ++n; }
template <typename T> T fact(T n) { return n <= 1 ? 1 : n * fact(n - 1); }
int main() {
  int *d, h[2];
  cudaMalloc(&d, sizeof h);
  fill<2><<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  counter<int>(); counter<int>(); counter<float>();
  printf("%d %d %d %g %d %d %d %d %d %d %ld\n", speed<Fast>(), speed<Slow>(), apply<Op::Add>(2, 3), apply<Op::Mul>(2.5, 2.0), cn<'a'>(), cn<'b', 1>(), (int)sizeof(Count<int, char, long>), h[1], counter<int>(), counter<float>(), fact(10L));
  cudaFree(d);
  return 0;
}
// expect: 10 1 5 5 94 99 16 2 3 2 3628800
