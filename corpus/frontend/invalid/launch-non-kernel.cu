// expect-build-fail
__device__ void f(void) {}
void g(void) {}
int main()
{
  g<<<1, 1>>>();
  return 0;
}
// nvcc: fail: ^launch-non-kernel\.cu\(6\): error: a host function call cannot be configured$
// expect-stderr: launch-non-kernel.cu:6:3: error: '<<<...>>>' applied to 'g', which is not a __global__ function
// expect-stderr:   g<<<1, 1>>>();
// expect-stderr:   ^
