/* cub/block/block_scan.cuh (cudak built-in) — see cub/detail/cudak_cub.h.
 * SPDX-License-Identifier: MIT */
#include <cub/detail/cudak_cub.h>
