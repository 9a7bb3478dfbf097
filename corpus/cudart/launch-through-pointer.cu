// corpus/cudart/launch-through-pointer.cu: <<<...>>> through kernel pointers, as nvcc accepts:
// a pointer variable, a table of kernels chosen at run time, and a pointer to a host function,
// which the runtime refuses with cudaErrorInvalidDeviceFunction and launches nothing. cudak
// rejected the launch through a pointer at compile time.
// SPDX-License-Identifier: MIT
#include <cstdio>

__global__ void set_to(int *x, int v) { x[threadIdx.x] = v; }
__global__ void add_to(int *x, int v) { x[threadIdx.x] += v + (int) threadIdx.x; }
void on_host(int *x, int v) { x[0] = v; }

typedef void (*kernel_fn)(int *, int);

int main()
{
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  kernel_fn kp = set_to;
  kp<<<1, 4>>>(d, 7);
  kernel_fn table[2] = { set_to, add_to };
  for (int step = 0; step < 3; step++)
    table[step > 0]<<<1, 4>>>(d, 10 * step);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  printf("after good launches: %s\n", cudaGetErrorName(cudaGetLastError()));
  kernel_fn host = on_host;
  host<<<1, 1>>>(d, 99);
  printf("host function: %s\n", cudaGetErrorName(cudaGetLastError()));
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("unchanged: %d\n", h[0]);
  cudaFree(d);
  return 0;
}
// expect: 30 32 34 36
// expect: after good launches: cudaSuccess
// expect: host function: cudaErrorInvalidDeviceFunction
// expect: unchanged: 30
