// Valid CUDA C++: a conditional expression as an lvalue (assigned to; it was one
// 'unsupported:' error before the frontend rewrote it as `*(c ? &a : &b)`), and a pointer
// conditional with a null pointer constant. Exits 0 when a was assigned.
int main()
{
  int a = 1, b = 2;
  (a < b ? a : b) = 10;
  int *p = 0;
  int *q = a ? p : 0;
  return a - 10 + (q == 0 ? 0 : 1);
}
