// corpus/c/x-c.cu: `-x c` compiles every source as C whatever its suffix, as `nvcc -x c` does
// (host code only): C++ keywords are identifiers and 'a' is an int
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int new = 3, class = 4;
    int *values = malloc(2 * sizeof *values);
    values[0] = new;
    values[1] = class;
    printf("%d %zu\n", values[0] * values[1], sizeof 'a');
    free(values);
    return 0;
}

// cudak-args: -x c
// nvcc-args: -x c
// expect: 12 4
