/* thrust/count.h (cudak built-in) — Thrust's <thrust/count.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
