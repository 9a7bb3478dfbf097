/* corpus/c/atomic-unsupported.c: what cudak's atomics do not cover, one `unsupported:` error
 * each: an _Atomic struct (gcc goes through libatomic's locks for it) and a fence, which orders
 * the relaxed operations around it (atomics with a memory order are the way). */
#include <stdatomic.h>

struct pair { int a, b; };
_Atomic struct pair p;

void publish (atomic_int *flag)
{
  atomic_thread_fence (memory_order_release);
  atomic_store_explicit (flag, 1, memory_order_relaxed);
}
// SPDX-License-Identifier: MIT
// expect-build-fail
// expect-report: ^atomic-unsupported\.c:7:1: error: unsupported: _Atomic 'struct pair' \(cudak's atomics are scalars of at most 8 bytes\)$
// expect-report: ^atomic-unsupported\.c:11:3: error: unsupported: __atomic_thread_fence \(fences between host threads are not modelled: use atomic operations with a memory order\)$
