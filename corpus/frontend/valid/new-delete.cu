// Valid CUDA C++: new and delete of scalars and arrays (issue 19).
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
