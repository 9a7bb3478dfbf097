// Template syntax cudak misread (reported by the rand2 helper while writing <cuda/barrier>):
// a default template argument with '>' inside parentheses (`bool M = (S > 32)`, [temp.names]p3:
// there it is the operator), statements that start with a namespace-qualified template-id
// (`details::tile_size<Size>::check();`, `::details::ts<5>::v();`, `ns::S<6>().check();`), and a
// default argument whose own argument list ends in '>>'. Expected output from g++.
#include <cstdio>
namespace details {
int g = 3;
template <unsigned S> struct tile_size { static void check() { printf("check %u\n", S); } static const int v = S; };
template <unsigned S> struct ts { static int v() { return S; } };
struct P { static int w() { return 7; } };
}
template <class T> struct Box { T v; };
template <unsigned S, bool M = (S > 32)> struct Tile { static const bool multi = M; };
template <unsigned S, bool M = (32 < S), int K = (S >> 1)> struct Tile2 { static const int k = K; };
template <class T, class U = Box<Box<T>>> struct Wrap { U u; };
template <unsigned Size> __host__ __device__ unsigned twice() { return Size * 2; }
template <unsigned Size> void f() {
  details::tile_size<Size>::check();
  ::details::tile_size<Size * 2>::check();
}
__global__ void k(unsigned *out) { out[threadIdx.x] = twice<(4 > 3) ? 8 : 1>() + Tile2<64>::k; }
int main() {
  f<4>();
  details::tile_size<6>().check();
  int a = ::details::g, b = ::details::P::w(), c = ::details::ts<4>::v();
  ::details::ts<5>::v();
  Wrap<int> w;
  w.u.v.v = 9;
  printf("%d %d %d %d %d %d %d\n", (int) Tile<64>::multi, (int) Tile<16>::multi, Tile2<64>::k, a, b, c, w.u.v.v);
  unsigned *d, h[2];
  cudaMalloc(&d, sizeof h);
  k<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%u %u\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: check 4
// expect: check 8
// expect: check 6
// expect: 1 0 32 3 7 4 9
// expect: 48 48
