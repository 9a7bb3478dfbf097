// A lambda without captures, called through the variable that holds its closure (was
// "unsupported: lambdas").
int main()
{
  auto f = [](int x) { return x; };
  return f(0);
}
