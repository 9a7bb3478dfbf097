/* exception.h (cudak built-in) — the CUDA samples' Common/exception.h. Its API is the class
 * template Exception<Std_Exception> (thrown by RUNTIME_EXCEPTION, LOGIC_EXCEPTION and
 * RANGE_EXCEPTION) and the function template handleException; cudak has neither templates,
 * classes nor exceptions yet, so each name is declared unavailable: a use of one is the error
 * "unsupported: 'NAME' is not implemented by cudak" at the use.
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
