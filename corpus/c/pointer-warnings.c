/* corpus/c/pointer-warnings.c: what C only warns about, with gcc 12's wording: incompatible
 * pointer types, integer/pointer conversions, dropped qualifiers, distinct pointer comparisons,
 * an implicitly declared function and a value-less return; the program still builds and runs
 * as gcc's does (the conversions keep the bits). Pointers to types that differ only in
 * signedness convert silently (gcc's -Wpointer-sign is off by default). */
#include <stdio.h>

static void show_long(long *p)
{
    printf("as long: %ld\n", *p);
}

static int *first_of(const int *p)
{
    return p;
}

static int status(int verbose)
{
    if (verbose)
        return;
    return 7;
}

int main(void)
{
    long wide = 42;
    int *ip = &wide;
    unsigned long address = ip;
    int *back = address;
    printf("same object: %d\n", back == &wide);
    int *ip2;
    ip2 = &wide;
    show_long(ip2);
    const int limits[2] = { 3, 4 };
    int *writable = first_of(limits);
    printf("limit: %d\n", writable[1]);
    printf("status: %d\n", status(0));
    printf("twice: %d\n", twice(21));
    unsigned char *bytes = "abc";
    unsigned *bits = &back[0];
    printf("%c %d\n", bytes[1], *bits == 42);
    return 0;
}

int twice(int x)
{
    return 2 * x;
}

// expect: same object: 1
// expect: as long: 42
// expect: limit: 4
// expect: status: 7
// expect: twice: 42
// expect: b 1
// expect-report: ^pointer-warnings.c:15:12: warning: return discards 'const' qualifier from pointer target type \[-Wdiscarded-qualifiers\]$
// expect-report: ^pointer-warnings.c:21:9: warning: 'return' with no value, in function returning non-void$
// expect-report: ^pointer-warnings.c:28:15: warning: initialization of 'int \*' from incompatible pointer type 'long int \*' \[-Wincompatible-pointer-types\]$
// expect-report: ^pointer-warnings.c:29:29: warning: initialization of 'long unsigned int' from 'int \*' makes integer from pointer without a cast \[-Wint-conversion\]$
// expect-report: ^pointer-warnings.c:30:17: warning: initialization of 'int \*' from 'long unsigned int' makes pointer from integer without a cast \[-Wint-conversion\]$
// expect-report: ^pointer-warnings.c:31:38: warning: comparison of distinct pointer types lacks a cast$
// expect-report: ^pointer-warnings.c:33:9: warning: assignment to 'int \*' from incompatible pointer type 'long int \*' \[-Wincompatible-pointer-types\]$
// expect-report: ^pointer-warnings.c:34:15: warning: passing argument 1 of 'show_long' from incompatible pointer type \[-Wincompatible-pointer-types\]$
// expect-report: ^pointer-warnings.c:39:27: warning: implicit declaration of function 'twice' \[-Wimplicit-function-declaration\]$
