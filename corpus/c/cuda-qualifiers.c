/* corpus/c/cuda-qualifiers.c: a header shared by .cu and .c files may mark its helpers
 * __host__ __device__; for the host compiler that reads a .c file, cuda_runtime.h makes the
 * CUDA qualifiers nothing, so they are host functions and variables there */
#include <stdio.h>
#include <cuda_runtime.h>

__host__ __device__ static inline float square(float x)
{
    return x * x;
}

__device__ int calls;

int main(void)
{
    float s = 0;
    for (int i = 1; i <= 3; i++) {
        s += square((float) i);
        calls++;
    }
    printf("%g after %d calls\n", s, calls);
    return 0;
}

// nvcc-args: -I/usr/local/cuda/include
// expect: 14 after 3 calls
