/* stdarg.h (cudak built-in) — variable arguments through the __builtin_va_* of gcc
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_STDARG_H
#define __CUDAK_STDARG_H
#ifndef __CUDAK_VA_LIST
#define __CUDAK_VA_LIST
typedef __builtin_va_list va_list;
#endif
typedef __builtin_va_list __gnuc_va_list;
#define va_start(v, l) __builtin_va_start(v, l)
#define va_end(v) __builtin_va_end(v)
#define va_arg(v, T) __builtin_va_arg(v, T)
#define va_copy(d, s) __builtin_va_copy(d, s)
#define __va_copy(d, s) __builtin_va_copy(d, s)
#endif
