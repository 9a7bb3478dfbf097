// Device code has no exceptions: nvcc says "device code does not support exception handling" for throw and try.
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
// syntax-only
// expect-build-fail
// expect-report: ^exceptions-device\.cu:5:5: error: device code does not support exception handling$
// expect-report: ^exceptions-device\.cu:6:3: error: device code does not support exception handling$
// nvcc: fail: ^exceptions-device\.cu\(5\): error: device code does not support exception handling$
