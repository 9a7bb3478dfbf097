/* thrust/scan.h (cudak built-in) — Thrust's <thrust/scan.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
