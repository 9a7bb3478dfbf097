/* stdbool.h (cudak built-in) — bool, true and false for C (keywords in C++)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_STDBOOL_H
#define __CUDAK_STDBOOL_H
/* bool, true and false are keywords in C++ (a .cu file is C++); C11 7.18 defines them here */
#ifndef __cplusplus
#define bool _Bool
#define true 1
#define false 0
#endif
#define __bool_true_false_are_defined 1
#endif
