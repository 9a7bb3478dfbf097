// expect-exit: 1
int main()
{
  char c = 'a';
  short s = c + 1;
  unsigned u = 4000000000u;
  long l = u;
  float f = l;
  double d = f / 2;
  int i = (int) d;
  bool b = i;
  unsigned char uc = 300;
  i += 2.5;
  u >>= 1;
  return (int) b + uc - 44 + s - c - 1 + (i > 0 ? 0 : 1);
}
// (int) d is in range: converting a double beyond INT_MAX to int is undefined behaviour.
