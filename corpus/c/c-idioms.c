/* corpus/c/c-idioms.c: everyday C checked against gcc: structs returned by value, compound
 * literal arguments, a table of function pointers, static locals, switch fall-through,
 * bit-fields, unsigned wrap-around, printf/sscanf/strtol, qsort and bsearch, glibc's rand */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
typedef struct { double re, im; } cplx;
static cplx cmul(cplx a, cplx b) { cplx r = { a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re }; return r; }
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int (*ops[])(int, int) = { add, sub };
static int counter(void) { static int n; return ++n; }
static int cmpint(const void *a, const void *b) { return *(const int *) a - *(const int *) b; }
struct flags { unsigned a : 3; signed b : 5; unsigned c : 1; };
int main(void)
{
    cplx z = cmul((cplx){ 1, 2 }, (cplx){ 3, -1 });
    printf("%g%+gi\n", z.re, z.im);
    printf("%d %d\n", ops[0](5, 3), ops[1](5, 3));
    counter(); counter();
    printf("counter %d\n", counter());
    for (int i = 0; i < 4; i++) switch (i) { case 0: printf("zero "); case 1: printf("one "); break; default: printf("other "); }
    printf("\n");
    struct flags f = { 1, 2, 0 };
    int nine = 9, minus17 = -17, three = 3;
    f.a = nine; f.b = minus17; f.c = three;
    printf("%u %d %u\n", f.a, f.b, f.c);
    unsigned char uc = 250; uc += 10; long long big = LLONG_MAX; big = big / 3 * 2;
    printf("%u %lld %lu\n", uc, big, (unsigned long) -1 >> 3);
    float fl = 0.1f; double d = fl;
    printf("%.10f %.17g %e\n", d, 1.0 / 3, 12345.678);
    char s[32] = "hello"; strcat(s, ", world"); memmove(s + 1, s, 5); s[0] = '>';
    printf("%s %zu %s\n", s, strlen(s), strstr(s, "wor"));
    int a, b; char w[8]; sscanf("12 34 abc", "%d %d %7s", &a, &b, w);
    printf("%d %s %g %ld\n", a + b, w, atof("2.5e2"), strtol("ff", NULL, 16));
    int arr[] = { 5, 3, 9, 1, 7 }; qsort(arr, 5, sizeof arr[0], cmpint);
    int key = 7; int *hit = bsearch(&key, arr, 5, sizeof arr[0], cmpint);
    printf("%d %d %td\n", arr[0], arr[4], hit - arr);
    srand(42); int r1 = rand(), r2 = rand();
    printf("%d %d\n", r1, r2);
    printf("%d %d %d\n", -7 / 2, -7 % 2, (-7) >> 1);
    return 0;
}

// expect: 5+5i
// expect: 8 2
// expect: counter 3
// expect: zero one one other other 
// expect: 1 15 1
// expect: 4 6148914691236517204 2305843009213693951
// expect: 0.1000000015 0.33333333333333331 1.234568e+04
// expect: >hello world 12 world
// expect: 46 abc 250 255
// expect: 1 9 3
// expect: 71876166 708592740
// expect: -3 -1 -4
