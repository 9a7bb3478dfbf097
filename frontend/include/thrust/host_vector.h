/* thrust/host_vector.h (cudak built-in) — Thrust's <thrust/host_vector.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
