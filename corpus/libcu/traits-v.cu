// The _v variable templates of <cuda/std/type_traits> in a kernel template: `if constexpr`
// on cuda::std::is_floating_point_v picks the rounding, cuda::std::is_same_v and
// is_unsigned_v are constants of device code. Expected output computed by hand.
#include <stdio.h>
#include <cuda/std/type_traits>

template <class T>
__global__ void halve(const T *in, T *out, int *flags)
{
    int i = threadIdx.x;
    if constexpr (cuda::std::is_floating_point_v<T>)
        out[i] = in[i] / 2;
    else
        out[i] = (in[i] + 1) / 2;   /* rounded up */
    if (i == 0)
        *flags = cuda::std::is_same_v<T, int> + 2 * cuda::std::is_unsigned_v<T>
                 + 4 * cuda::std::is_arithmetic_v<T>;
}

int main(void)
{
    int *ii, *io, *f;
    unsigned *ui, *uo;
    float *fi, *fo;
    cudaMallocManaged(&ii, 4 * sizeof(int));
    cudaMallocManaged(&io, 4 * sizeof(int));
    cudaMallocManaged(&ui, 4 * sizeof(unsigned));
    cudaMallocManaged(&uo, 4 * sizeof(unsigned));
    cudaMallocManaged(&fi, 4 * sizeof(float));
    cudaMallocManaged(&fo, 4 * sizeof(float));
    cudaMallocManaged(&f, sizeof(int));
    for (int i = 0; i < 4; i++) {
        ii[i] = 2 * i + 1;
        ui[i] = 10u * i + 3;
        fi[i] = i + 0.5f;
    }
    halve<<<1, 4>>>(ii, io, f);
    cudaDeviceSynchronize();
    printf("int: %d %d %d %d flags %d\n", io[0], io[1], io[2], io[3], *f);
    halve<<<1, 4>>>(ui, uo, f);
    cudaDeviceSynchronize();
    printf("unsigned: %u %u %u %u flags %d\n", uo[0], uo[1], uo[2], uo[3], *f);
    halve<<<1, 4>>>(fi, fo, f);
    cudaDeviceSynchronize();
    printf("float: %g %g %g %g flags %d\n", fo[0], fo[1], fo[2], fo[3], *f);
    cudaFree(ii); cudaFree(io); cudaFree(ui); cudaFree(uo); cudaFree(fi); cudaFree(fo); cudaFree(f);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: int: 1 2 3 4 flags 5
// expect: unsigned: 2 7 12 17 flags 6
// expect: float: 0.25 0.75 1.25 1.75 flags 4
