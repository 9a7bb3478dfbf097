// Built and run as well as parsed: it prints nothing and exits with status 0.
int main()
{
  int s = 0;
  for (int i = 0; i < 3; i++) s += i;
  for (int i = 10; i < 12; i++) s += i;
  { int i = 100; s += i; }
  return s - 124;
}
