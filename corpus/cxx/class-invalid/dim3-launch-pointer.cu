// The launch converts its grid and block to dim3 by dim3's constructors (issue 19): a pointer
// converts by none of them, g++'s "cannot convert" and nvcc's "no suitable constructor".
__global__ void k(int *p) { p[threadIdx.x] = 1; }
int main() {
  int *d = 0;
  k<<<d, 32>>>(d);
  return 0;
}
// expect-build-fail
// nvcc: fail: ^dim3-launch-pointer\.cu\(6\): error: no suitable constructor exists to convert from "int \*" to "dim3"$
// expect-stderr: dim3-launch-pointer.cu:6:7: error: cannot convert 'int *' to 'dim3' in kernel launch configuration
// expect-stderr:   k<<<d, 32>>>(d);
// expect-stderr:       ^
