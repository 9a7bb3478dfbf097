/* corpus/c/bitfield-zero-width.c: an unnamed bit-field, the zero-width one too, takes no
 * initialiser (C11 6.7.9p9); `signed : 0` only moves the next bit-field to a new unit. Found by
 * csmith (seed 27): the values after the zero-width bit-field were shifted by one member. */
#include <stdio.h>

struct S2 {
    unsigned f0 : 21;
    signed : 0;
    signed f1 : 21;
    signed f2 : 21;
    unsigned char f3;
    signed f4 : 24;
    const unsigned f5 : 18;
    unsigned f6 : 29;
};

struct packet {
    unsigned char kind;
    int : 0;
    unsigned char flags : 4;
    unsigned : 4;
    unsigned char length;
};

static struct S2 g = { 1188, -861, 1253, 0x5E, 1608, 481, 15623 };

int main(void)
{
    struct packet p = { 1, 9, 200 };
    printf("%d %d %d %d %d %d %d\n", g.f0, g.f1, g.f2, g.f3, g.f4, g.f5, g.f6);
    printf("sizeof (struct S2) = %zu\n", sizeof (struct S2));
    printf("kind %d flags %d length %d, sizeof %zu\n", p.kind, p.flags, p.length, sizeof p);
    return 0;
}

// expect: 1188 -861 1253 94 1608 481 15623
// expect: sizeof (struct S2) = 24
// expect: kind 1 flags 9 length 200, sizeof 6
