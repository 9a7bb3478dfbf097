// bench/opencl/transpose.cl: the kernel of bench/programs/transpose.cu in OpenCL C.
// SPDX-License-Identifier: MIT
#define T 16
__kernel void transpose(__global const int *in, __global int *out, int n) {
  __local int tile[T][T + 1];
  int lx = get_local_id(0), ly = get_local_id(1);
  int x = get_group_id(0) * T + lx, y = get_group_id(1) * T + ly;
  tile[ly][lx] = in[y * n + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * T + lx;
  y = get_group_id(0) * T + ly;
  out[y * n + x] = tile[lx][ly];
}
