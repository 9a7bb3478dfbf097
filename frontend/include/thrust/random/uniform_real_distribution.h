/* thrust/random/uniform_real_distribution.h (cudak built-in) — see thrust/random.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/random.h>
