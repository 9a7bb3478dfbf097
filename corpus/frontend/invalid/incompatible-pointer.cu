// expect-build-fail
int main()
{
  int x = 0;
  float *p = &x;
  return (int) *p;
}
// nvcc: fail: ^incompatible-pointer\.cu\(5\): error: a value of type "int \*" cannot be used to initialize an entity of type "float \*"$
// expect-stderr: incompatible-pointer.cu:5:14: error: invalid conversion from 'int *' to 'float *'
// expect-stderr:   float *p = &x;
// expect-stderr:              ^
