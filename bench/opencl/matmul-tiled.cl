// bench/opencl/matmul-tiled.cl: the kernel of bench/programs/matmul-tiled.cu in OpenCL C.
// SPDX-License-Identifier: MIT
#define T 16
__kernel void matmul_tiled(__global const float *a, __global const float *b, __global float *c, int n) {
  __local float ta[T][T];
  __local float tb[T][T];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row = get_group_id(1) * T + ty, col = get_group_id(0) * T + tx;
  float acc = 0.0f;
  for (int t = 0; t < n / T; t++) {
    ta[ty][tx] = a[row * n + t * T + tx];
    tb[ty][tx] = b[(t * T + ty) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < T; k++)
      acc += ta[ty][k] * tb[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = acc;
}
