/* corpus/c/vla-uninit.c: a variable-length array holds nothing until written, like any local
 * array: reading an element never stored is reported, with the array's name */
#include <stdio.h>

static int sum_first(int n, const int v[n], int k)
{
    int s = 0;
    for (int i = 0; i < k; i++)
        s += v[i];
    return s;
}

int main(void)
{
    int n = 4;
    int squares[n];
    for (int i = 0; i < n - 1; i++)
        squares[i] = i * i;
    printf("%d\n", sum_first(n, squares, n - 1));
    volatile int all = sum_first(n, squares, n);   /* squares[3] was never stored */
    (void) all;
    printf("done\n");
    return 0;
}

// expect: 5
// expect: done
// expect-exit: 1
// expect-report: ^vla-uninit.c:9:15: error: uninitialized read of 4 bytes in host memory at offset 12 of 'squares' \(16 bytes\)$
