/* corpus/c/thread-local-errors.c: what gcc refuses about thread storage duration. A block-scope
 * thread-local variable must be static or extern (C11 6.7.1p3), and the address of a
 * thread-local variable is no address constant (each thread has its own). */
__thread int a;
int *p = &a;

int f (void)
{
  __thread int b;
  _Thread_local int c = 1;
  static _Thread_local int d;
  return b + c + d;
}
// SPDX-License-Identifier: MIT
// expect-build-fail
// nvcc: fail: ^thread-local-errors\.c:5:10: error: initializer element is not constant$
// expect-report: ^thread-local-errors\.c:5:10: error: initializer element is not constant$
// expect-report: ^thread-local-errors\.c:9:16: error: function-scope 'b' implicitly auto and declared '__thread'$
// expect-report: ^thread-local-errors\.c:10:21: error: function-scope 'c' implicitly auto and declared '_Thread_local'$
