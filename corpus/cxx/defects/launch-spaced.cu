// Issue 19 defect: a launch as a formatter spaces it, `k << < g, b >> > (...)`: nvcc accepts
// "<<" "<" and ">>" ">" on one line.
#include <cstdio>

__global__ void fill(int *o, int v)
{
  o[threadIdx.x] = v + threadIdx.x;
}

int main()
{
  int *d;
  cudaMalloc(&d, 4 * sizeof(int));
  dim3 g(1), b(4);
  fill << < g, b >> > (d, 10);
  fill <<<g, b >> > (d, 20);
  fill << <1, 4>>>(d, 30);
  int h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[3]);
  int s = 1 << 3 >> 1;   // shifts stay shifts
  printf("%d\n", s);
  cudaFree(d);
  return 0;
}
// expect: 30 33
// expect: 4
