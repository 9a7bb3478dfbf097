/* thrust/device_ptr.h (cudak built-in) — Thrust's <thrust/device_ptr.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
