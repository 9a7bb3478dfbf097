/* helper_functions.h (cudak built-in) — the CUDA samples' umbrella header (strings, timers, images).
 * SPDX-License-Identifier: MIT */
#ifndef COMMON_HELPER_FUNCTIONS_H_
#define COMMON_HELPER_FUNCTIONS_H_
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <helper_string.h>
#include <exception.h>
#include <helper_timer.h>
#include <helper_image.h>
#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2
#endif
#endif
