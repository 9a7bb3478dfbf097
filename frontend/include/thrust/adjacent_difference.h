/* thrust/adjacent_difference.h (cudak built-in) — Thrust's <thrust/adjacent_difference.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
