// corpus/frontend/valid/include/multi-tu-kernels.cu: the third translation unit of multi-tu.cu:
// a kernel launched from another unit, and a struct type (with uint3 from <cuda_runtime.h>)
// that both units declare alike. On its own it is a library: checked with -fsyntax-only.
// SPDX-License-Identifier: MIT
// syntax-only
struct scale_args { int factor; int offset; };

__global__ void scale(int *v, struct scale_args a)
{
  uint3 t = threadIdx;
  v[t.x] = v[t.x] * a.factor + a.offset;
}
