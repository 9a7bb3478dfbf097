/* stdbool.h (cudak built-in) — bool is a keyword in C++
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_STDBOOL_H
#define __CUDAK_STDBOOL_H
/* bool, true and false are keywords in C++ (a .cu file is C++). */
#define __bool_true_false_are_defined 1
#endif
