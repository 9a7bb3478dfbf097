/* corpus/c/elvis.c: GNU's conditional with the middle operand left out, `a ?: b`, which gcc
 * (and nvcc) accept: `a ? a : b` with a evaluated once */
#include <stdio.h>

static int calls;

static int next(void)
{
    return calls++;
}

int main(void)
{
    const char *name = NULL;
    const char *shown = name ?: "(none)";
    int a = next() ?: 42;
    int b = next() ?: 42;
    printf("%s %d %d %d\n", shown, a, b, calls);
    return 0;
}

// expect: (none) 42 1 2
