// More values in a braced list than an array new's constant length: g++'s error (a length
// known only at run time is still one `unsupported:` error, next program's second line).
// SPDX-License-Identifier: MIT
int *f(int n)
{
  int *a = new int[2]{1, 2, 3};
  int *b = new int[n]{1, 2};
  delete[] b;
  return a;
}
// nvcc: fail: too many initializer values
// expect-build-fail
// expect-report: ^array-new-list-too-long\.cu:6:29: error: too many initializers for 'int \[2\]'$
// expect-report: ^array-new-list-too-long\.cu:7:22: error: unsupported: a braced initializer list in an array new of a non-constant length$
