/* thrust/uninitialized_fill.h (cudak built-in) — Thrust's <thrust/uninitialized_fill.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
