// bench/opencl/reduce.cl: the kernel of bench/programs/reduce.cu in OpenCL C.
// SPDX-License-Identifier: MIT
#define BLOCK 256
__kernel void reduce(__global const int *in, __global int *out) {
  __local int sh[BLOCK];
  unsigned tid = get_local_id(0);
  sh[tid] = in[get_group_id(0) * get_local_size(0) + tid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (tid < s)
      sh[tid] += sh[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    out[get_group_id(0)] = sh[0];
}
