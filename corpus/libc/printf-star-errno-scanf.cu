// corpus/libc/printf-star-errno-scanf.cu: three corners of the C library's formatted I/O that a
// host program uses: a table whose column width is computed at run time (the * width and
// precision, a negative width left-justifies), glibc's %m for the text of errno after a failed
// fopen, and the classic sscanf loop that walks a line with %n (issue 27).
#include <cstdio>
#include <cstring>
#include <cerrno>

int main()
{
  const char *names[] = { "saxpy", "reduce", "scan" };
  double ms[] = { 0.125, 3.5, 12.25 };
  int width = 0;
  for (int i = 0; i < 3; i++)
    if ((int) strlen(names[i]) > width)
      width = (int) strlen(names[i]);
  for (int i = 0; i < 3; i++)
    printf("|%-*s|%*.*f|%*d|\n", width, names[i], 8, i + 1, ms[i], -4, i);

  FILE *f = fopen("no-such-input.txt", "r");
  if (!f)
    printf("fopen: %m (errno %d)\n", errno);
  errno = ERANGE;
  printf("[%32m]\n");

  const char *line = "  3 14 15  92 6";
  int sum = 0, v, n, count = 0;
  const char *p = line;
  while (sscanf(p, "%d%n", &v, &n) == 1)
    {
      sum += v;
      p += n;
      count++;
    }
  printf("%d numbers, sum %d, stopped at offset %d\n", count, sum, (int) (p - line));
  int skipped = -1;
  if (sscanf("key = value", "%*s = %n", &skipped) == 0)
    printf("value starts at %d: %s\n", skipped, "key = value" + skipped);
  return 0;
}
// expect: |saxpy |     0.1|0   |
// expect: |reduce|    3.50|1   |
// expect: |scan  |  12.250|2   |
// expect: fopen: No such file or directory (errno 2)
// expect: [   Numerical result out of range]
// expect: 5 numbers, sum 130, stopped at offset 15
// expect: value starts at 6: value
