/* thrust/iterator/constant_iterator.h (cudak built-in) — Thrust's <thrust/iterator/constant_iterator.h>: see
 * thrust/detail/cudak_base.h. SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
