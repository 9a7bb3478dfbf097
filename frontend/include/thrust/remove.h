/* thrust/remove.h (cudak built-in) — Thrust's <thrust/remove.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
