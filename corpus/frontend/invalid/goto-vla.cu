// expect-build-fail
// nvcc: fail: ^goto-vla\.cu\(5\): error: transfer of control bypasses initialization of:$
void fill(int n)
{
  goto inside;
  {
    int a[n];
  inside:
    a[0] = 1;
  }
}
int main()
{
  fill(2);
  return 0;
}
// expect-stderr: goto-vla.cu:5:8: error: jump into scope of identifier with variably modified type
// expect-stderr:   goto inside;
// expect-stderr:        ^~~~~~
// expect-stderr: goto-vla.cu:8:3: note: label 'inside' defined here
// expect-stderr:   inside:
// expect-stderr:   ^~~~~~
// expect-stderr: goto-vla.cu:7:9: note: 'a' declared here
// expect-stderr:     int a[n];
// expect-stderr:         ^
