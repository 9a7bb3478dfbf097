/* corpus/c/vla-stack-overflow.c: VLAs in a recursion each take their frame's room and are
 * released with it; one larger than the stack stops the program with a report naming it (a
 * native build dies of SIGSEGV there) */
#include <stdio.h>
static long rec(int depth)
{
    int buf[depth + 1];
    for (int i = 0; i <= depth; i++) buf[i] = depth;
    long s = depth ? rec(depth - 1) : 0;
    for (int i = 0; i <= depth; i++) s += buf[i];
    return s;
}
int main(void)
{
    printf("%ld\n", rec(20));
    long n = 100000000;
    char big[n];
    big[n - 1] = 1;
    printf("%d\n", big[n - 1]);
    return 0;
}

// expect: 3080
// expect-exit: 1
// expect-report: ^vla-stack-overflow.c:17:10: error: stack overflow: variable-length array 'big' of 100000000 bytes$
