// Template arguments after a function that is not a template: '<' is a less-than, and a type
// cannot follow it. g++ 12 says "expected primary-expression before 'int'"; cudak says it
// once, at the type.
// SPDX-License-Identifier: MIT
int twice(int x)
{
  return 2 * x;
}

int main()
{
  return twice<int>(3);
}
// expect-build-fail
// nvcc: fail: ^not-a-template\.cu\(12\): error: type name is not allowed$
// expect-report: ^not-a-template\.cu:12:16: error: expected primary-expression before 'int'$
