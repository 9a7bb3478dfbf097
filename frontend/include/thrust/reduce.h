/* thrust/reduce.h (cudak built-in) — Thrust's <thrust/reduce.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
