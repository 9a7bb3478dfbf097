// corpus/frontend/valid/literals-escapes.cu: character and string literals with every simple,
// octal and hex escape, adjacent string concatenation, embedded NULs, u8/L/u/U prefixes, and
// decimal and hexadecimal floating literals, on the host and in device printf
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <string.h>
#include <stddef.h>

__global__ void show(void)
{
  printf("dev:\t[%s] %d %d %c\n", "tab\\slash", '\x41', '\101', '\'');
}

int main(void)
{
  const char esc[] = "\a\b\f\n\r\t\v\\\'\"\?";
  int codes = 0;
  for (size_t i = 0; i < sizeof esc - 1; i++)
    codes = codes * 3 + esc[i];
  printf("%d %d\n", (int) sizeof esc, codes);
  printf("%d %d %d %d\n", '\0', '\x7f', '\177', '\12');
  char c = '\377';
  unsigned char uc = '\xff';
  printf("%d %d\n", c, uc);

  const char nul[] = "ab\0cd";
  printf("%d %d %s|%s\n", (int) sizeof nul, (int) strlen(nul), nul, nul + 3);
  const char *joined = "con" "cat"
                       "enated" "\x41" "B";  /* \x41 ends at the string's end: "A" then "B" */
  printf("%s %d\n", joined, (int) strlen(joined));
  printf("%s\n", "octal \060\061\062 hex \x33\x34 mixed \1010");

  const char *u8s = u8"caf\u00e9";
  wchar_t w = L'x';
  const wchar_t *ws = L"wide";
  unsigned c16 = u'\u03a9', c32 = U'\U0001F600';
  printf("%s %d %d %d %d %d %x %x\n", u8s, (int) strlen(u8s), (int) sizeof(wchar_t), (int) w,
         (int) ws[3], (int) sizeof ws[0], c16, c32);

  double h = 0x1.8p1, e = 1e-3, p = .5, q = 5., big = 1E+2;
  float f = 2.5f, g = 0x10p-4F;
  long double ld = 1.25L;
  printf("%g %g %g %g %g %g %g %Lg\n", h, e, p, q, big, f, g, ld);
  printf("%d %d %d\n", (int) sizeof 1.0f, (int) sizeof 1.0, (int) sizeof 'c');
  printf("100%% done\n");
  show<<<1, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}
//
// expect: 12 686964
// expect: 0 127 127 10
// expect: -1 255
// expect: 6 2 ab|cd
// expect: concatenatedAB 14
// expect: octal 012 hex 34 mixed A0
// expect: café 5 4 120 101 4 3a9 1f600
// expect: 3 0.001 0.5 5 100 2.5 1 1.25
// expect: 4 8 1
// expect: 100% done
// expect: dev:	[tab\slash] 65 65 '
