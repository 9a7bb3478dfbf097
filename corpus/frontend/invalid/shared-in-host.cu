// expect-build-fail
int main()
{
  __shared__ int s[4];
  s[0] = 1;
  return s[0];
}
// nvcc: fail: ^shared-in-host\.cu\(4\): error: a static "__shared__" variable declaration is not allowed inside a host function body$
// expect-stderr: shared-in-host.cu:4:18: error: a __shared__ variable cannot be declared in a __host__ function
// expect-stderr:   __shared__ int s[4];
// expect-stderr:                  ^
