/* corpus/c/bitfield-assign-value.c: the value of an assignment to a bit-field is the field's
 * value after it, cut to its width (C11 6.5.16p3): `(s.f0 = 100)` with a 7-bit signed f0 is -28,
 * for =, op= and ++ alike. Found by csmith --lang-cpp (kernel seeds 2, 73, 189): the
 * assigned value was used whole. */
#include <stdio.h>
struct S0 { signed f0 : 7; unsigned f1 : 22; };
union U1 { signed f0 : 4; unsigned int f1; signed char f2; };
static struct S0 s;
static union U1 u;
int main(void)
{
    unsigned all_ones = 0xFFFFFFFFu;
    int three_hundred = 300;
    int a = (s.f0 = 100);
    int b = (u.f0 = 13);
    unsigned c = (s.f1 = all_ones);
    int d = (u.f2 = three_hundred);
    int e = (s.f0 += 60);
    int f = ++u.f0;
    s.f0 = 63;
    int g = ++s.f0;
    printf("%d %d %u %d %d %d %d\n", a, b, c, d, e, f, g);
    return 0;
}

// expect: -28 -3 4194303 44 32 -3 -64
