/* thrust/execution_policy.h (cudak built-in) — Thrust's <thrust/execution_policy.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
