// expect-build-fail
int main()
{
  auto f = [](int x) { return x; };
  return 0;
}
// expect-stderr: lambda.cu:4:12: error: unsupported: lambdas
// expect-stderr:   auto f = [](int x) { return x; };
// expect-stderr:            ^
