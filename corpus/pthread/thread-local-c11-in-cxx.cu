// C11's _Thread_local is no C++ keyword: nvcc reads it as an undeclared name in a .cu file
// (thread_local is C++'s spelling, thread-local.cu). One error, and the declaration goes on.
#include <stdio.h>

_Thread_local int depth = 1;

int main (void)
{
  printf ("%d\n", depth);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-build-fail
// nvcc: fail: ^thread-local-c11-in-cxx\.cu\(5\): error: this declaration has no storage class or type specifier$
// expect-report: ^thread-local-c11-in-cxx\.cu:5:1: error: this declaration has no storage class or type specifier$
