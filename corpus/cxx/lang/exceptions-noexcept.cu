// An exception leaving a noexcept function is std::terminate ([except.spec]p5), even when the
// caller would catch it. g++'s runtime prints the same words.
#include <cstdio>

void check(int v) noexcept
{
  if (v)
    throw v;
}

int main()
{
  try {
    check(1);
  } catch (int) {
    printf("not reached\n");
  }
  return 0;
}
// expect-exit: 134
// expect-stderr: terminate called after throwing an instance of 'int'
