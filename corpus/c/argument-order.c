/* corpus/c/argument-order.c: the order gcc evaluates a call's arguments in, from the last to
 * the first (a function, printf, a call through a pointer), while an initialiser list goes from
 * the first to the last. C leaves the order unspecified; a program that reads input or calls
 * rand() twice in one argument list sees gcc's. Expected output from gcc 12. */
/* SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>

static int c;
static int a(void) { printf("a%d ", c++); return 1; }
static int b(void) { printf("b%d ", c++); return 2; }
static int sub(int p, int q) { return p - q; }
struct pt { int x, y; };
static struct pt mkpt(int x, int y) { struct pt p = { x, y }; return p; }

int main(void)
{
  int (*fp)(int, int) = sub;
  int r = sub(a(), b());
  printf("| %d\n", r);
  printf("%d %d | printf\n", a(), b());
  fp(a(), b());
  printf("| pointer\n");
  struct pt p = { a(), b() };
  printf("| initialiser %d %d\n", p.x, p.y);
  srand(7);
  p = mkpt(rand() % 1000, rand() % 1000);
  srand(7);
  int first = rand() % 1000;
  printf("mkpt(rand(), rand()) = (%d, %d), first rand() %d\n", p.x, p.y, first);
  return 0;
}
// expect: b0 a1 | -1
// expect: b2 a3 1 2 | printf
// expect: b4 a5 | pointer
// expect: a6 b7 | initialiser 1 2
// expect: mkpt(rand(), rand()) = (299, 677), first rand() 677
