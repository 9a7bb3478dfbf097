// A constexpr function whose evaluation reads an uninitialised local is not a constant.
constexpr int bad(int n)
{
  int r;
  if (n > 0)
    r = n;
  return r;
}

static_assert(bad(1) == 1, "fine");
static_assert(bad(0) == 0, "reads r");

int main()
{
  return 0;
}
// expect-build-fail
// expect-report: ^constexpr-not-constant\.cu:11:15: error: 
// nvcc: fail: ^constexpr-not-constant\.cu\(11\): error: 
