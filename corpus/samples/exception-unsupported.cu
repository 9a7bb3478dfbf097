// corpus/samples/exception-unsupported.cu: samples that throw through Common/exception.h
// (RUNTIME_EXCEPTION, the class template Exception<T>) need C++ classes, templates and
// exceptions, which cudak does not have yet: the use is one precise 'unsupported' error. The
// toolkit has no samples' Common/, so nvcc checks with cudak's helper headers, whose
// exception.h marks the macros unavailable for g++ as well.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <helper_functions.h>

static int check_size(int n)
{
  if (n <= 0)
    RUNTIME_EXCEPTION("size must be positive");
  return n;
}

int main(void)
{
  printf("%d\n", check_size(4));
  return 0;
}
// expect-build-fail
// nvcc: fail: ^exception-unsupported\.cu:13:18: error: .void RUNTIME_EXCEPTION\(const char\*\). is unavailable$
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect-report: ^exception-unsupported\.cu:13:5: error: unsupported: 'RUNTIME_EXCEPTION' is not implemented by cudak
