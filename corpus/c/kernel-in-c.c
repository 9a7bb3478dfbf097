/* corpus/c/kernel-in-c.c: a kernel launch in a .c file is an error: nvcc compiles .c files
 * with the host compiler alone (gcc says "expected expression before '<' token"); the file must
 * be a .cu */
#include <stdio.h>
#include <cuda_runtime.h>

__global__ void fill(int *p)
{
    *p = 1;
}

int main(void)
{
    int *d;
    cudaMalloc((void **) &d, sizeof *d);
    fill<<<1, 1>>>(d);
    printf("unreachable\n");
    return 0;
}

// expect-build-fail
// nvcc: fail: ^kernel-in-c\.c:16:11: error: expected expression before .<. token$
// nvcc-args: -I/usr/local/cuda/include
// expect-report: ^kernel-in-c.c:16:9: error: a kernel launch '<<<...>>>' in a C file: nvcc compiles a .c file with the host compiler alone \(name it .cu\)$
