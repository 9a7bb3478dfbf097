// corpus/fuzz/oldstyle-call-fewer-args.cu: found by the fuzzer: a function whose definition is
// old-style (an identifier list), called with fewer arguments than the list names. The call
// read a default argument that does not exist (a null pointer) and crashed; now the arguments
// given are converted. Identifier lists are C only (a .cu file is C++, where the fuzzer's
// `int f(x) { ... }` is an error: frontend/invalid/kr-definition-cxx.cu), so the call is in
// a C translation unit.
// SPDX-License-Identifier: MIT
// cudak-args: include/oldstyle-call-fewer-args.c
#include <stdio.h>
extern "C" int call_f(void);
int main()
{
  printf("%d\n", call_f());
  return 0;
}
// expect: 1
// expect-stderr: include/oldstyle-call-fewer-args.c:4:5: warning: old-style function definition
// expect-stderr: int f(x) int x; { return 1; }
// expect-stderr:     ^
