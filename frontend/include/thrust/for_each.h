/* thrust/for_each.h (cudak built-in) — Thrust's <thrust/for_each.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
