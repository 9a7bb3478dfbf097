/* thrust/transform_scan.h (cudak built-in) — Thrust's <thrust/transform_scan.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
