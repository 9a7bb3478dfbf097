// Issue 19 defect: new and delete in device code take blocks of the device heap, as malloc does
// there (CUDA Programming Guide, dynamic global memory allocation).
#include <cstdio>

__global__ void scratch(int *out)
{
  int t = threadIdx.x;
  int *one = new int(t * 10);
  float *buf = new float[4]();
  buf[2] = *one + 0.5f;
  out[t] = (int) (buf[2] * 2.0f) + (int) buf[0];
  delete one;
  delete[] buf;
}

int main()
{
  int *d;
  cudaMalloc(&d, 8 * sizeof(int));
  scratch<<<1, 8>>>(d);
  int h[8];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h[0], h[3], h[7]);
  cudaFree(d);
  return 0;
}
// expect: 1 61 141
