/* thrust/iterator/counting_iterator.h (cudak built-in) — Thrust's <thrust/iterator/counting_iterator.h>: see
 * thrust/detail/cudak_base.h. SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
