/* assert.h (cudak built-in) — assert as glibc defines it in C++ (the message names the function
 * as __PRETTY_FUNCTION__ does); in device code the runtime reports it as CUDA's assert does.
 * Not guarded: each inclusion re-reads NDEBUG (C11 7.2p1).
 * SPDX-License-Identifier: MIT */
#undef assert
#ifndef __CUDAK_ASSERT_FAIL
#define __CUDAK_ASSERT_FAIL
__host__ __device__ void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function) __attribute__((__noreturn__));
#endif
#if !defined __cplusplus && !defined static_assert
#define static_assert _Static_assert   /* C11 7.2p3 */
#endif
#ifdef NDEBUG
#define assert(expr) ((void) 0)
#else
#define assert(expr) ((expr) ? (void) 0 : __assert_fail (#expr, __FILE__, __LINE__, __PRETTY_FUNCTION__))
#endif
