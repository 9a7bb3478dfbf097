// A direct assignment to a __constant__ variable in device code: nvcc rejects it at compile time,
// and so does cudak.
// nvcc: fail: ^mem-constant-write-direct\.cu\(7\): error: expression must be a modifiable lvalue$
// expect-build-fail
__constant__ int limit;
__global__ void set_limit(int v) {
  limit = v;
}
int main(void) {
  set_limit<<<1, 1>>>(3);
  return 0;
}
//
// nvcc says "error: expression must be a modifiable lvalue"; cudak rejects it at compile time too
// (DESIGN §6: cudak accepts CUDA and nothing looser).
// SPDX-License-Identifier: MIT
// expect-report: ^mem-constant-write-direct\.cu:7:\d+: error: .*(__constant__|modifiable)
