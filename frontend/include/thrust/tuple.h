/* thrust/tuple.h (cudak built-in) — see thrust/detail/cudak_tuple.h. SPDX-License-Identifier: MIT */
#include <thrust/detail/cudak_algo.h>
