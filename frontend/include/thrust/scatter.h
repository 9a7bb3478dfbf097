/* thrust/scatter.h (cudak built-in) — Thrust's <thrust/scatter.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
