/* thrust/unique.h (cudak built-in) — Thrust's <thrust/unique.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
