/* thrust/binary_search.h (cudak built-in) — Thrust's <thrust/binary_search.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
