// A static_assert that fails inside an instantiation: the error is at the assertion, and a note
// at the use says which instance required it.
// SPDX-License-Identifier: MIT
template <typename T, int BLOCK>
__global__ void reduce(const T *in, T *out)
{
  static_assert((BLOCK & (BLOCK - 1)) == 0, "BLOCK must be a power of two");
  __shared__ T s[BLOCK];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0)
    *out = s[0];
}

int main()
{
  float *in = 0, *out = 0;
  reduce<float, 256><<<1, 256>>>(in, out);
  reduce<float, 96><<<1, 96>>>(in, out);
  return 0;
}
// expect-build-fail
// nvcc: fail: ^static-assert\.cu\(7\): error: static assertion failed with \"BLOCK must be a power of two\"$
// expect-report: ^static-assert\.cu:7:17: error: static assertion failed: BLOCK must be a power of two$
// expect-report: ^static-assert\.cu:19:3: note: in instantiation of 'reduce<float, 96>' required from here$
