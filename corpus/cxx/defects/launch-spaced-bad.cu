// Issue 19 defect: "< < <" is no launch for nvcc, and none for cudak.
__global__ void fill(int *o)
{
  o[threadIdx.x] = 1;
}

int main()
{
  int *d = 0;
  fill < < < 1, 4 > > > (d);
  return 0;
}
// expect-build-fail
// expect-report: ^launch-spaced-bad\.cu:10:10: error: expected expression before '<'$
// nvcc: fail: ^launch-spaced-bad\.cu\(10\): error: expected an expression$
