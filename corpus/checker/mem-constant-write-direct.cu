// A direct assignment to a __constant__ variable in device code: nvcc rejects it at compile time,
// and so does cudak.
// nvcc: fail
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
// nvcc: "error: expression must be a modifiable lvalue". cudak must reject it too at compile time
// (DESIGN §6: cudak accepts CUDA and nothing looser); it builds the program and reports the
// write only when the kernel runs.
// xfail: cudak accepts the assignment to a __constant__ variable in device code (frontend/sema.c should type a __constant__ variable as a non-modifiable lvalue in device code; the run-time readonly-write report is right but comes too late; issue 6)
// SPDX-License-Identifier: MIT
// expect-report: ^mem-constant-write-direct\.cu:7:\d+: error: .*(__constant__|modifiable)
