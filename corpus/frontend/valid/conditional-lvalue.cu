// syntax-only
int main()
{
  int a = 1, b = 2;
  (a < b ? a : b) = 10;
  int *p = 0;
  int *q = a ? p : 0;
  return a - 10 + (q == 0 ? 0 : 1);
}
