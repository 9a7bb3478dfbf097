// syntax-only
int main()
{
  auto x = 5;
  auto y = 2.5f;
  auto p = &x;
  return *p + (int) y - 7;
}
