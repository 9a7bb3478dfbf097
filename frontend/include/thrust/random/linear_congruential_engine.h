/* thrust/random/linear_congruential_engine.h (cudak built-in) — see thrust/random.h.
 * SPDX-License-Identifier: MIT */
#include <thrust/random.h>
