/* corpus/c/kernel-in-c.c: a kernel in a .c file is an error: nvcc compiles .c files with the
 * host compiler alone (gcc says "expected ';' before 'void'"); the file must be a .cu */
#include <stdio.h>

__global__ void fill(int *p)
{
    *p = 1;
}

int main(void)
{
    printf("unreachable\n");
    return 0;
}

// expect-build-fail
// nvcc: fail
// expect-report: ^kernel-in-c.c:5:1: error: '__global__' in a C file: nvcc compiles a .c file with the host compiler alone, which has no device code \(name it .cu\)$
