/* math_functions.h (cudak built-in) — CUDA's name for the math functions
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_MATH_FUNCTIONS_H
#define __CUDAK_MATH_FUNCTIONS_H
#include <math.h>
#endif
