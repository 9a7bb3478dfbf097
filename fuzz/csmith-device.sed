# fuzz/csmith-device.sed — csmith's runtime headers for a kernel (`make csmith`, kernel mode):
# the safe-math functions become __host__ __device__, the CRC state and the functions that use
# it (csmith.h, platform_generic.h) live on the device.
# SPDX-License-Identifier: MIT
s/^#define STATIC static$/#define STATIC static __host__ __device__/
s/^static void/static __device__ void/
s/^static uint32_t crc32/static __device__ uint32_t crc32/
