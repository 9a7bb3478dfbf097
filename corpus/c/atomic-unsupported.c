/* corpus/c/atomic-unsupported.c: what cudak's atomics do not cover is one `unsupported:` error:
 * an _Atomic struct (gcc goes through libatomic's locks for it), and an object over 8 bytes. */
#include <stdatomic.h>

struct pair { int a, b; };
_Atomic struct pair p;
_Atomic long double wide;

int main (void)
{
  return 0;
}
// SPDX-License-Identifier: MIT
// expect-build-fail
// expect-report: ^atomic-unsupported\.c:6:1: error: unsupported: _Atomic 'struct pair' \(cudak's atomics are scalars of at most 8 bytes\)$
// expect-report: ^atomic-unsupported\.c:7:1: error: unsupported: _Atomic 'long double' \(cudak's atomics are scalars of at most 8 bytes\)$
