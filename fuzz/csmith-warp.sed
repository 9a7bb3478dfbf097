# fuzz/csmith-warp.sed — after csmith-device.sed, for `make csmith`'s warp mode: the CRC state
# of csmith's runtime, one copy per lane of the warp (fuzz/csmith-kernel.sh warp).
# SPDX-License-Identifier: MIT
s/^static __device__ uint32_t crc32_tab\[256\];/static __device__ uint32_t crc32_tab_lanes[32][256];\n#define crc32_tab crc32_tab_lanes[threadIdx.x]/
s/^static __device__ uint32_t crc32_context = 0xFFFFFFFFUL;/static __device__ uint32_t crc32_context_lanes[32] = { 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL, 0xFFFFFFFFUL };\n#define crc32_context crc32_context_lanes[threadIdx.x]/
