/* corpus/c/missing-include.c: old C code that forgot <stdlib.h>, <string.h> and <math.h>: gcc
 * declares the library functions it knows with their real types (with its warnings), so malloc
 * still returns a whole pointer and sqrt(2) gets a double; an unknown function is `int f ()` */
#include <stdio.h>

int main(void)
{
    int *p = malloc(4 * sizeof(int));
    p[3] = 7;
    printf("%d %zu %.3f\n", p[3], strlen("abc"), sqrt(2));
    free(p);
    printf("%d\n", scale(21));
    return 0;
}

int scale(int x)
{
    return 2 * x;
}

// expect: 7 3 1.414
// expect: 42
// expect-report: ^missing-include.c:8:14: warning: implicit declaration of function 'malloc' \[-Wimplicit-function-declaration\]$
// expect-report: ^missing-include.c:8:14: warning: incompatible implicit declaration of built-in function 'malloc' \[-Wbuiltin-declaration-mismatch\]$
// expect-report: ^missing-include.c:10:35: warning: implicit declaration of function 'strlen' \[-Wimplicit-function-declaration\]$
// expect-report: ^missing-include.c:10:35: warning: incompatible implicit declaration of built-in function 'strlen' \[-Wbuiltin-declaration-mismatch\]$
// expect-report: ^missing-include.c:10:50: warning: implicit declaration of function 'sqrt' \[-Wimplicit-function-declaration\]$
// expect-report: ^missing-include.c:10:50: warning: incompatible implicit declaration of built-in function 'sqrt' \[-Wbuiltin-declaration-mismatch\]$
// expect-report: ^missing-include.c:11:5: warning: implicit declaration of function 'free' \[-Wimplicit-function-declaration\]$
// expect-report: ^missing-include.c:11:5: warning: incompatible implicit declaration of built-in function 'free' \[-Wbuiltin-declaration-mismatch\]$
// expect-report: ^missing-include.c:12:20: warning: implicit declaration of function 'scale' \[-Wimplicit-function-declaration\]$
