// expect-build-fail
int main()
{
  int x = 0;
  float *p = &x;
  return (int) *p;
}
// nvcc: fail
// expect-stderr: incompatible-pointer.cu:5:14: error: invalid conversion from 'int *' to 'float *'
// expect-stderr:   float *p = &x;
// expect-stderr:              ^
