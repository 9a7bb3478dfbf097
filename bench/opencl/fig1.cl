// bench/opencl/fig1.cl: the kernel of bench/programs/fig1.cu (Figure 1 of [K]) in OpenCL C.
// SPDX-License-Identifier: MIT
__kernel void sum(__global int *in, __global int *out, __local int *shared) {
  int i, tid = get_local_id(0), bid = get_group_id(0), bdim = get_local_size(0);
  shared[tid] = in[bid * bdim + tid];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (tid < bdim/2) {
    shared[tid] += shared[bdim/2 + tid];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (tid == 0) {
    for (i=1; i != (bdim/2)+(bdim%2); ++i) {
      shared[0] += shared[i];
    }
    out[bid] = shared[0];
  }
}
