// An exception no handler takes ends the program as std::terminate does (g++'s runtime prints
// the same words, then aborts).
#include <cstdio>

int parse(int v)
{
  if (v < 0)
    throw v;
  return v;
}

int main()
{
  printf("%d\n", parse(2));
  fflush(stdout);
  try {
    parse(-1);
  } catch (const char *) {
    printf("not this one\n");
  }
  printf("not reached\n");
  return 0;
}
// expect: 2
// expect-exit: 134
// expect-stderr: terminate called after throwing an instance of 'int'
