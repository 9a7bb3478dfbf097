/* thrust/inner_product.h (cudak built-in) — Thrust's <thrust/inner_product.h>: see thrust/detail/cudak_algo.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
