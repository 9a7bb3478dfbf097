// bench/opencl/histogram.cl: the kernel of bench/programs/histogram.cu in OpenCL C.
// SPDX-License-Identifier: MIT
#define BINS 256
__kernel void histogram(__global const uchar *in, __global uint *hist, int n) {
  __local uint local_hist[BINS];
  local_hist[get_local_id(0)] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_local_size(0) * get_num_groups(0))
    atomic_add(&local_hist[in[i]], 1u);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&hist[get_local_id(0)], local_hist[get_local_id(0)]);
}
