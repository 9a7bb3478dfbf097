/* stddef.h (cudak built-in) — size_t, ptrdiff_t, NULL, offsetof
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_STDDEF_H
#define __CUDAK_STDDEF_H
#ifndef __CUDAK_SIZE_T
#define __CUDAK_SIZE_T
typedef unsigned long size_t;
#endif
typedef long ptrdiff_t;
#ifndef __CUDAK_WCHAR_T
#define __CUDAK_WCHAR_T
typedef int wchar_t;
#endif
typedef struct { long long __max_align_ll __attribute__((__aligned__(8))); long double __max_align_ld __attribute__((__aligned__(16))); } max_align_t;
#ifndef NULL
#ifdef __cplusplus
#define NULL 0L
#else
#define NULL ((void *) 0)   /* gcc's C NULL */
#endif
#endif
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif
