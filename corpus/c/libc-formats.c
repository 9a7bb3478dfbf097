/* corpus/c/libc-formats.c: a dense pass over the C library as host code uses it, checked
 * against gcc 12 and glibc: printf's flags, widths, precisions, length modifiers, %a, inf and
 * nan; snprintf's truncation; strtok_r, strtol/strtoul/strtod with their end pointers and
 * ERANGE; qsort of strings; sscanf with scan sets and %n; the ctype classes (glibc's macros
 * give the class's bit: isalpha('x') is 1024); div/ldiv; the rounding and decomposition
 * functions of <math.h>; string.h's searches and memmove. */
/* SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <ctype.h>
#include <limits.h>
#include <time.h>
#include <errno.h>
#include <stdint.h>
#include <inttypes.h>
#include <stddef.h>
int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
int main(void) {
  printf("[%*.*f] [%-*d] [%+d] [%#x] [%#o] [%e] [%g] [%G] [%a] [%A]\n", 10, 3, 3.14159, 6, 42, 5, 255, 8, 12345.678, 0.0001234, 1e-10, 1.5, -0.75);
  printf("[%5.2s] [%-8.3s|] [%c] [%%] [%05d] [% d] [%lu] [%lld] [%hhd] [%hd]\n", "abcdef", "xyz123", 'Q', -42, 7, ULONG_MAX, LLONG_MIN, 300, 70000);
  printf("[%.0f] [%.0f] [%.0f] [%.1f] [%10.4e] [%-12g|] [%#g] [%#.0f]\n", 0.5, 1.5, 2.5, 0.05, 123456.789, 1e20, 1.0, 3.0);
  printf("[%" PRId64 "] [%" PRIx32 "] [%zu] [%td] [%jd] [%p]\n", (int64_t)-5, (uint32_t)0xdead, sizeof(long double), (ptrdiff_t)-3, (intmax_t)9, (void*)0);
  printf("[%s] [%g] [%g] [%f] [%e]\n", "inf/nan", INFINITY, -NAN, NAN, -INFINITY);
  char buf[64]; int n = snprintf(buf, 8, "%s-%d", "hello", 12345); printf("%d [%s]\n", n, buf);
  char line[] = "alpha, beta,,gamma;delta"; char *save; for (char *t = strtok_r(line, ",;", &save); t; t = strtok_r(NULL, ",;", &save)) printf("<%s>", t); printf("\n");
  char *end; long v = strtol("  -0x1fz", &end, 0); printf("%ld [%s] %lu %d\n", v, end, strtoul("777", NULL, 8), atoi("  12abc"));
  double d = strtod("1e-3xyz", &end); printf("%g [%s] %g %g\n", d, end, strtod("0x1.8p1", NULL), atof("-.5"));
  errno = 0; strtol("99999999999999999999", NULL, 10); printf("errno %d %s\n", errno == ERANGE, strerror(EINVAL));
  const char *names[] = {"pear", "apple", "fig", "banana"}; qsort(names, 4, sizeof names[0], cmp); for (int i = 0; i < 4; i++) printf("%s ", names[i]); printf("\n");
  int a, b; char w[16]; float f; int k = sscanf("12 0x1f word 2.5e1", "%d %x %15s %f", &a, &b, w, &f); printf("%d %d %d %s %g\n", k, a, b, w, f);
  k = sscanf("key=value;rest", "%[^=]=%[^;];%n", buf, w, &a); printf("%d [%s] [%s] %d\n", k, buf, w, a);
  printf("%d %d %d %c %c\n", isalpha('x'), isdigit('5') != 0, isspace('\t') != 0, toupper('q'), tolower('Z'));
  div_t q = div(-7, 2); ldiv_t lq = ldiv(7L, -2L); printf("%d %d %ld %ld %d %ld\n", q.quot, q.rem, lq.quot, lq.rem, abs(-3), labs(-4L));
  printf("%.17g %.17g %.17g %.17g\n", fmod(-7.5, 2.0), remainder(7.5, 2.0), nextafter(1.0, 2.0), ldexp(0.75, 3));
  int ex; double m = frexp(48.0, &ex); double ip; double fr = modf(-3.75, &ip); printf("%g %d %g %g %g %g\n", m, ex, fr, ip, round(-2.5), trunc(-2.7));
  printf("%g %g %g %g %g\n", cbrt(27.0), hypot(3, 4), erf(0.5), tgamma(5.0), lgamma(0.5));
  printf("%ld %lld %g %g\n", lround(2.5), llrint(3.5), rint(2.5), nearbyint(-1.5));
  char s1[32] = "abc"; strncat(s1, "defgh", 3); printf("%s %zu %d %s %s\n", s1, strlen(s1), strncmp("abcd", "abce", 3), strchr(s1, 'd'), strrchr("a/b/c", '/'));
  printf("%s %zu %zu %s\n", strstr("haystack", "st"), strspn("aabbc", "ab"), strcspn("hello", "lo"), strpbrk("hello", "ol"));
  memmove(s1 + 1, s1, 4); printf("%s %d\n", s1, memcmp("ab", "ac", 2) < 0);
  printf("%d\n", printf("%s", ""));
  puts("done"); fputs("fputs\n", stdout); putchar('!'); putchar('\n');
  return 0;
}
// expect: [     3.142] [42    ] [+5] [0xff] [010] [1.234568e+04] [0.0001234] [1E-10] [0x1.8p+0] [-0X1.8P-1]
// expect: [   ab] [xyz     |] [Q] [%] [-0042] [ 7] [18446744073709551615] [-9223372036854775808] [44] [4464]
// expect: [0] [2] [2] [0.1] [1.2346e+05] [1e+20       |] [1.00000] [3.]
// expect: [-5] [dead] [16] [-3] [9] [(nil)]
// expect: [inf/nan] [inf] [-nan] [nan] [-inf]
// expect: 11 [hello-1]
// expect: <alpha>< beta><gamma><delta>
// expect: -31 [z] 511 12
// expect: 0.001 [xyz] 3 -0.5
// expect: errno 1 Invalid argument
// expect: apple banana fig pear 
// expect: 4 12 31 word 25
// expect: 2 [key] [value] 10
// expect: 1024 1 1 Q z
// expect: -3 -1 -3 1 3 4
// expect: -1.5 -0.5 1.0000000000000002 6
// expect: 0.75 6 -0.75 -3 -3 -2
// expect: 3 5 0.5205 24 0.572365
// expect: 3 4 2 -2
// expect: abcdef 6 0 def /c
// expect: stack 4 2 llo
// expect: aabcdf 1
// expect: 0
// expect: done
// expect: fputs
// expect: !
