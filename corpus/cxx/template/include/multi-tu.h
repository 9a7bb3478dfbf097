// corpus/cxx/template/include/multi-tu.h: templates shared by multi-tu.cu and
// include/multi-tu-b.cu.
// SPDX-License-Identifier: MIT
template <class T>
__host__ __device__ T twice(T x)
{
  return x + x;
}

template <class T>
__global__ void double_all(T *p)
{
  p[threadIdx.x] = twice(p[threadIdx.x]);
}

int other_unit(int x);
