// bench/opencl/divergence.cl: the kernel of bench/programs/divergence.cu in OpenCL C.
// SPDX-License-Identifier: MIT
__kernel void diverge(__global uint *out) {
  int i = get_global_id(0);
  int trips = (get_local_id(0) * 7 + get_group_id(0) * 3) % 64;
  uint x = (uint) i;
  for (int k = 0; k < trips; k++) {
    if (x & 1)
      x = 3 * x + 1;
    else
      x = x / 2 + k;
  }
  out[i] = x;
}
