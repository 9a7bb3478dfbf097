/* corpus/c/vector-types.c: in C the vector types and dim3 are the plain structs CUDA's C headers
 * declare (dim3's constructors are C++ only: `dim3 d;` is uninitialised, a braced list gives
 * what it names and zero for the rest); make_float4 and friends are static inline functions
 * (issue 19). Output as gcc prints it with the toolkit's headers. */
#include <stdio.h>
#include <cuda_runtime.h>
int main(void)
{
    dim3 d = { 4, 2 };
    struct dim3 e = { 7 };
    uint3 u = make_uint3(1, 2, 3);
    float4 f = make_float4(1, 2, 3, 4);
    int2 i = make_int2(-5, 6);
    printf("%u %u %u | %u %u %u | %u %u %u\n", d.x, d.y, d.z, e.x, e.y, e.z, u.x, u.y, u.z);
    printf("%g %g | %d %d | %zu %zu %zu %zu\n", f.x, f.w, i.x, i.y, sizeof(dim3), _Alignof(float4),
           sizeof(double2), _Alignof(char4));
    return 0;
}

// nvcc-args: -I/usr/local/cuda/include
// expect: 4 2 0 | 7 0 0 | 1 2 3
// expect: 1 4 | -5 6 | 12 16 16 4
