// Built and run as well as parsed: it prints nothing and exits with status 0.
int main()
{
  bool a = true, b = false;
  bool c = a && !b;
  int n = (3 < 4) + (a || b) + c;
  return n - 3;
}
