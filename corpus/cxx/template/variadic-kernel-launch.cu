// A variadic kernel template launched with its pack deduced from the launch's arguments:
// `k<<<1, 2>>>(d, 1, 2)` is k<int, int>, `k<<<1, 1>>>(d)` k<> (an empty pack), not k<> for both
// (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>
template <typename... T> __global__ void k(int *p, T... a) { p[threadIdx.x] = (a + ... + 0); }
int main() { int *d, h[2]; cudaMalloc(&d, 8); k<<<1, 2>>>(d, 1, 2); k<<<1, 1>>>(d); cudaMemcpy(h, d, 8, cudaMemcpyDeviceToHost); printf("%d %d\n", h[0], h[1]); cudaFree(d); return 0; }
// expect: 0 3
