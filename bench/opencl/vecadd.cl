// bench/opencl/vecadd.cl: the kernel of bench/programs/vecadd.cu in OpenCL C.
// SPDX-License-Identifier: MIT
__kernel void vecadd(__global const float *a, __global const float *b, __global float *c, int n) {
  int i = get_global_id(0);
  if (i < n)
    c[i] = a[i] + b[i];
}
