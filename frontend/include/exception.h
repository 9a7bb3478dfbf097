/* exception.h (cudak built-in) — the CUDA samples' Common/exception.h: Exception<T>, thrown by
 * RUNTIME_EXCEPTION, LOGIC_EXCEPTION and RANGE_EXCEPTION, and handleException need classes,
 * templates and exceptions, which cudak lacks: each name is unavailable, so a use is
 * "unsupported: 'NAME' is not implemented by cudak" where it is written.
 * SPDX-License-Identifier: MIT */
#ifndef COMMON_EXCEPTION_H_
#define COMMON_EXCEPTION_H_
#include <stdio.h>
#include <stdlib.h>
void RUNTIME_EXCEPTION(const char *msg) __attribute__((__unavailable__));
void LOGIC_EXCEPTION(const char *msg) __attribute__((__unavailable__));
void RANGE_EXCEPTION(const char *msg) __attribute__((__unavailable__));
void handleException(...) __attribute__((__unavailable__));
#endif
