// syntax-only
int main()
{
  bool a = true, b = false;
  bool c = a && !b;
  int n = (3 < 4) + (a || b) + c;
  return n - 3;
}
