// expect-build-fail
int main()
{
  int x = 2;
  switch (x) {
  case 1: break;
  case 2: break;
  case 1: break;
  }
  return 0;
}
// nvcc: fail: ^duplicate-case\.cu\(8\): error: case label value has already appeared in this switch at line 6$
// expect-stderr: duplicate-case.cu:8:8: error: duplicate case value
// expect-stderr:   case 1: break;
// expect-stderr:        ^
// expect-stderr: duplicate-case.cu:6:3: note: previously used here
// expect-stderr:   case 1: break;
// expect-stderr:   ^~~~
