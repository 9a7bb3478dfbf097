// A constexpr host function called from device code: nvcc's error, unless
// --expt-relaxed-constexpr.
constexpr int twice(int v)
{
  int r = v;
  r += v;
  return r;
}

__global__ void k(int *o)
{
  o[0] = twice(threadIdx.x);
}
// syntax-only
// expect-build-fail
// expect-report: ^constexpr-device-call\.cu:12:10: error: calling a constexpr __host__ function\("twice"\) from a __global__ function\("k"\) is not allowed\. The experimental flag '--expt-relaxed-constexpr' can be used to allow this\.$
// nvcc: fail: ^constexpr-device-call\.cu\(12\): error: calling a constexpr __host__ function\("twice"\) from a __global__ function\("k"\) is not allowed
