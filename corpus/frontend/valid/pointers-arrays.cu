// expect-exit: 251
int (*pa)[10];
int *ap[10];
int (*fp)(int, int);
int (*fps[3])(int);
int (*(*getf)(int))(int);
int add(int a, int b) { return a + b; }
static int id(int x) { return x; }
int (*pick(int n))(int) { return n ? id : id; }
int main()
{
  int m[3][4];
  m[1][2] = 5;
  pa = 0;
  fp = add;
  fps[0] = id;
  getf = pick;
  return fp(1, 2) + fps[0](m[1][2]) + getf(0)(1) + (*fp)(0, 0) - 14 + (ap[0] == 0 ? 0 : 1);
}
