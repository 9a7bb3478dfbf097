/* corpus/c/cxx-keywords.c: in C, C++'s keywords are ordinary identifiers, a character
 * constant has type int (C11 6.4.4.4p10): sizeof 'a' is sizeof (int), not 1, and so do a
 * comparison, && and ! (C11 6.5.8p6), which are bool in C++ */
#include <stdio.h>

struct class {
    int new;
    int delete;
};

typedef int bool;

static int template(int this, int operator)
{
    return this * 10 + operator;
}

int main(void)
{
    struct class object = { 3, 4 };
    bool private = 1, public = 0;
    int namespace = template(object.new, object.delete);
    int try = 2, catch = 5, throw = try + catch;
    char virtual = 'v';
    printf("%d %d %d %d\n", namespace, private, public, throw);
    printf("sizeof 'a' = %zu, sizeof ((char) 'a') = %zu, sizeof virtual = %zu\n",
           sizeof 'a', sizeof ((char) 'a'), sizeof virtual);
    printf("__cplusplus is %s\n",
#ifdef __cplusplus
           "defined"
#else
           "not defined"
#endif
           );
    printf("__STDC_VERSION__ = %ldL\n", __STDC_VERSION__);
    printf("sizeof (1 < 2) = %zu, sizeof !try = %zu, sizeof (try && catch) = %zu\n", sizeof (1 < 2),
           sizeof !try, sizeof (try && catch));
    return 0;
}

// expect: 34 1 0 7
// expect: sizeof 'a' = 4, sizeof ((char) 'a') = 1, sizeof virtual = 1
// expect: __cplusplus is not defined
// expect: __STDC_VERSION__ = 201710L
// expect: sizeof (1 < 2) = 4, sizeof !try = 4, sizeof (try && catch) = 4
