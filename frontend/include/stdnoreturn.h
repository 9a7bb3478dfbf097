/* stdnoreturn.h (cudak built-in) — noreturn
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_STDNORETURN_H
#define __CUDAK_STDNORETURN_H
#define noreturn _Noreturn
#endif
