/* thrust/device_malloc.h (cudak built-in) — Thrust's <thrust/device_malloc.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
