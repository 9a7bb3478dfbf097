// Trailing return types with a placeholder: lambdas `-> auto &`, `-> const auto &`,
// `-> decltype(auto)` (an lvalue for `return (v);`, a copy for `return v;`), a generic lambda
// returning a reference to its argument's element, functions `-> auto &` and `-> auto`, host and
// device. cudak said "expected a type specifier" / "decltype(auto) not allowed". Expected output
// from g++ -std=c++17 (the kernel's line by hand: threadIdx.x + 10).
// SPDX-License-Identifier: MIT
#include <cstdio>
struct Store {
  int data[4] = {1, 2, 3, 4};
  auto at(int i) -> int & { return data[i]; }
};
auto pick(int &a, int &b, bool first) -> auto & { return first ? a : b; }
auto plain(int x) -> auto { return x * 3; }
__global__ void kernel(int *out) {
  int local[2] = {0, 0};
  auto ref = [&local](int i) -> auto & { return local[i]; };
  auto cref = [&local](int i) -> const auto & { return local[i]; };
  ref(threadIdx.x % 2) = threadIdx.x + 10;
  out[threadIdx.x] = cref(threadIdx.x % 2);
}
int main() {
  int v = 5;
  auto get = [&v]() -> auto & { return v; };
  get() = 9;
  auto dg = [&v]() -> decltype(auto) { return (v); };
  dg() += 1;
  auto val = [&v]() -> decltype(auto) { return v; };
  int copy = val();
  copy++;
  printf("v=%d copy=%d\n", v, copy);
  Store s;
  auto elem = [&s](int i) -> auto & { return s.at(i); };
  elem(2) *= 10;
  auto first = [](auto &arr) -> auto & { return arr[0]; };
  first(s.data) = -1;
  printf("%d %d %d %d\n", s.data[0], s.data[1], s.data[2], s.data[3]);
  int a = 1, b = 2;
  pick(a, b, false) = 20;
  printf("%d %d %d\n", a, b, plain(4));
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("kernel %d %d %d %d\n", h[0], h[1], h[2], h[3]);
  cudaFree(d);
  return 0;
}
// expect: v=10 copy=11
// expect: -1 2 30 4
// expect: 1 20 12
// expect: kernel 10 11 12 13
