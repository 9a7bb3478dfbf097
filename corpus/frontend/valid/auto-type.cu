// Built and run as well as parsed: it prints nothing and exits with status 0.
int main()
{
  auto x = 5;
  auto y = 2.5f;
  auto p = &x;
  return *p + (int) y - 7;
}
