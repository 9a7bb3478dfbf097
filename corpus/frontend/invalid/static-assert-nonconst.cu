// A static assertion whose condition is not a constant expression is one error: it is not
// also reported as failed.
// SPDX-License-Identifier: MIT
// expect-build-fail
// nvcc: fail: ^static-assert-nonconst\.cu\(7\): error: expression must have a constant value$
int runtime_value(void);
static_assert(runtime_value() == 1, "runtime");
int main() { return 0; }
// expect-stderr: static-assert-nonconst.cu:7:15: error: static assertion is not an integer constant expression
// expect-stderr: static_assert(runtime_value() == 1, "runtime");
// expect-stderr:               ^~~~~~~~~~~~~
