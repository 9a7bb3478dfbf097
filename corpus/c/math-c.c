/* corpus/c/math-c.c: <math.h> in C has one function per name, in double (an int argument
 * converts, float ones have their own names), its classification macros are type-generic;
 * <tgmath.h> is C's generic interface */
#include <stdio.h>
#include <math.h>
#include <tgmath.h>

int main(void)
{
    int a = 3, b = 4;
    printf("hypot(3, 4) = %g\n", hypot(a, b));
    printf("sqrt(2) = %.17g\n", sqrt(2));
    printf("sqrtf(2) = %.9g\n", (double) sqrtf(2.0f));
    float f = 2.0f;
    printf("sizeof sqrt(f) = %zu (tgmath)\n", sizeof sqrt(f));
    printf("sizeof sqrt(2.0) = %zu\n", sizeof sqrt(2.0));
    printf("pow(2, 10) = %g\n", pow(2, 10));
    double inf = 1.0 / 0.0, nan_value = 0.0 / 0.0;
    printf("isnan: %d %d, isinf(-inf): %d, isfinite(1.5f): %d\n",
           isnan(nan_value) != 0, isnan(1.0f) != 0, isinf(-inf), isfinite(1.5f) != 0);
    printf("signbit(-0.0) %s\n", signbit(-0.0) ? "set" : "clear");
    printf("fabs(-2) = %g, floor(-2.5) = %g\n", fabs(-2), floor(-2.5));
    return 0;
}

// expect: hypot(3, 4) = 5
// expect: sqrt(2) = 1.4142135623730951
// expect: sqrtf(2) = 1.41421354
// expect: sizeof sqrt(f) = 4 (tgmath)
// expect: sizeof sqrt(2.0) = 8
// expect: pow(2, 10) = 1024
// expect: isnan: 1 0, isinf(-inf): -1, isfinite(1.5f): 1
// expect: signbit(-0.0) set
// expect: fabs(-2) = 2, floor(-2.5) = -3
