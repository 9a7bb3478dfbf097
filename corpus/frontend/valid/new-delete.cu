// Valid CUDA C++ that cudak parses but cannot run yet: new and delete.
int main()
{
  int *p = new int;
  *p = 3;
  int *q = new int(4);
  int *a = new int[10];
  a[9] = *p + *q;
  int r = a[9];
  delete p;
  delete q;
  delete[] a;
  return r - 7;
}
// expect-report: ^new-delete\.cu:4:12: error: unsupported: new and delete in the interpreter$
// expect-report: ^new-delete\.cu:6:12: error: unsupported: new and delete in the interpreter$
// expect-report: ^new-delete\.cu:7:12: error: unsupported: new and delete in the interpreter$
// expect-report: ^new-delete\.cu:10:3: error: unsupported: new and delete in the interpreter$
// expect-report: ^new-delete\.cu:11:3: error: unsupported: new and delete in the interpreter$
// expect-report: ^new-delete\.cu:12:3: error: unsupported: new and delete in the interpreter$
// expect-build-fail
