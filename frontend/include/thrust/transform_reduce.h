/* thrust/transform_reduce.h (cudak built-in) — Thrust's <thrust/transform_reduce.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
