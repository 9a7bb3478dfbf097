/* thrust/transform.h (cudak built-in) — Thrust's <thrust/transform.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
