// bench/opencl/grid.cl: the kernel of bench/programs/grid.cu in OpenCL C.
// SPDX-License-Identifier: MIT
#define SLOTS 1024
__kernel void grid(__global uint *slots) {
  uint h = get_global_id(0);
  h = (h ^ 61u) ^ (h >> 16);
  h *= 9u;
  h ^= h >> 4;
  h *= 0x27d4eb2du;
  h ^= h >> 15;
  atomic_add(&slots[get_group_id(0) % SLOTS], h & 0xffu);
}
