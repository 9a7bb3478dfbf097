// Built and run as well as parsed: it prints nothing and exits with status 0.
int main()
{
  double d = 3.7;
  int i = static_cast<int>(d);
  const int *cp = &i;
  int *p = const_cast<int *>(cp);
  long addr = reinterpret_cast<long>(p);
  float f = float(i);
  int j = int(f) + int();
  void *v = nullptr;
  return (addr != 0 ? 0 : 1) + j - 3 + (v == nullptr ? 0 : 1);
}
