/* corpus/c/cuda-runtime-from-c.c: host code in a .c file calls the CUDA runtime API, as C
 * harnesses do (nvcc hands the file to gcc, which reads the toolkit's C-compatible headers) */
#include <stdio.h>
#include <cuda_runtime.h>
int main(void)
{
    float *d = NULL;
    cudaError_t err = cudaMalloc((void **) &d, 16 * sizeof(float));
    float h[16] = { 1, 2, 3 };
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemset(d, 0, 4);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int count = 0;
    cudaGetDeviceCount(&count);
    printf("%s %g %g %d\n", cudaGetErrorString(err), h[0], h[1], count > 0);
    cudaFree(d);
    return 0;
}

// nvcc-args: -I/usr/local/cuda/include
// expect: no error 0 2 1
