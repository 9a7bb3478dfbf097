/* corpus/c/vla-oob.c: a write one past the end of a variable-length array is reported with
 * the array's name and size, as for a fixed-size local array; cudak refuses the store (the
 * bytes after a VLA are a redzone) and stops the program, so the printf never runs */
#include <stdio.h>

int main(void)
{
    int n = 5;
    int counts[n];
    for (int i = 0; i <= n; i++)
        counts[i] = i;
    printf("%d\n", counts[4]);
    return 0;
}

// expect-exit: 1
// expect-report: ^vla-oob.c:11:19: error: out-of-bounds write of 4 bytes in host memory at offset 20 of 'counts' \(20 bytes\)$
