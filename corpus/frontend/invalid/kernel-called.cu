// expect-build-fail
__global__ void k(int *p) { *p = 1; }
int main()
{
  int *p = 0;
  k(p);
  return 0;
}
// nvcc: fail: ^kernel-called\.cu\(6\): error: a __global__ function call must be configured$
// expect-stderr: kernel-called.cu:6:3: error: a __global__ function call must be configured
// expect-stderr:   k(p);
// expect-stderr:   ^
