// An old-style (K&R) definition, with an identifier list and the parameters' declarations
// after it, is C: in C++ (a .cu file) g++ reads `add(a, b)` as an initializer and nvcc says
// 'identifier "a" is undefined'. One error at the first name, a note that says what was
// meant, and nothing more: the definition is read as in C so that its body and uses bring no
// further errors. In a .c file it is accepted with a warning (valid/c-oldstyle.cu).
// SPDX-License-Identifier: MIT
// expect-build-fail
// nvcc: fail: ^kr-definition-cxx\.cu\(11\): error: identifier "a" is undefined$
#include <stdio.h>

int add(a, b)
int a;
int b;
{
  return a + b;
}

int main()
{
  printf("%d\n", add(1, 2));
  return 0;
}
// expect-stderr: kr-definition-cxx.cu:11:9: error: 'a' was not declared in this scope
// expect-stderr: int add(a, b)
// expect-stderr:         ^
// expect-stderr: kr-definition-cxx.cu:11:9: note: an identifier list (an old-style, K&R parameter list) is C, not C++
// expect-stderr: int add(a, b)
// expect-stderr:         ^
