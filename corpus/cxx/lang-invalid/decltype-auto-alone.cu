// decltype(auto) must be the whole declared type (g++'s words, at the declaration).
int main()
{
  int a = 1;
  decltype(auto) *p = &a;
  return *p;
}
// expect-build-fail
// expect-report: ^decltype-auto-alone\.cu:5:3: error: 'decltype\(auto\) \*' as type rather than plain 'decltype\(auto\)'$
// nvcc: fail: ^decltype-auto-alone\.cu\(5\): error: 
