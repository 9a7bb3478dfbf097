// C++ has no implicit int: nvcc says 'explicit type is missing ("int" assumed)' for each of
// these, g++ (whose words cudak uses) "does not name a type" or "forbids declaration ... with
// no type". Each is one error; the declaration goes on as int, so its uses bring no more. In a
// .c file they are warnings (valid/c-oldstyle.cu).
// SPDX-License-Identifier: MIT
// expect-build-fail
// nvcc: fail: ^implicit-int-cxx\.cu\(8\): error: explicit type is missing \("int" assumed\)$
static counter = 3;

twice(int x)
{
  return 2 * x;
}

void store(const value, int *out)
{
  *out = value;
}

struct S { const member; };

int main()
{
  int r;
  store(twice(counter), &r);
  return r;
}
// expect-stderr: implicit-int-cxx.cu:8:8: error: 'counter' does not name a type
// expect-stderr: static counter = 3;
// expect-stderr:        ^~~~~~~
// expect-stderr: implicit-int-cxx.cu:10:1: error: ISO C++ forbids declaration of 'twice' with no type
// expect-stderr: twice(int x)
// expect-stderr: ^~~~~
// expect-stderr: implicit-int-cxx.cu:15:18: error: 'value' does not name a type
// expect-stderr: void store(const value, int *out)
// expect-stderr:                  ^~~~~
// expect-stderr: implicit-int-cxx.cu:20:18: error: 'member' does not name a type
// expect-stderr: struct S { const member; };
// expect-stderr:                  ^~~~~~
