// A template parameter that appears only in the return type cannot be deduced from the call.
// SPDX-License-Identifier: MIT
template <typename T>
T zero()
{
  return T(0);
}

int main()
{
  return zero();
}
// expect-build-fail
// nvcc: fail: ^couldnt-deduce\.cu\(11\): error: no instance of function template \"zero\" matches the argument list$
// expect-report: ^couldnt-deduce\.cu:11:14: error: no matching function for call to 'zero\(\)'$
// expect-report: ^couldnt-deduce\.cu:11:14: note:   couldn't deduce template parameter 'T'$
