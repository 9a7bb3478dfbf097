// Device code has no exceptions: nvcc says "device code does not support exception handling"
// for throw and try, in a __host__ __device__ function too (even one only the host calls).
__global__ void k(int *o)
{
  if (!o)
    throw 1;
  try {
    o[0] = 1;
  } catch (int e) {
    o[0] = e;
  }
}

__host__ __device__ int checked(int v)
{
  if (v < 0)
    throw v;
  return v;
}
// syntax-only
// expect-build-fail
// expect-report: ^exceptions-device\.cu:6:5: error: device code does not support exception handling$
// expect-report: ^exceptions-device\.cu:7:3: error: device code does not support exception handling$
// expect-report: ^exceptions-device\.cu:17:5: error: device code does not support exception handling$
// nvcc: fail: ^exceptions-device\.cu\(6\): error: device code does not support exception handling$
