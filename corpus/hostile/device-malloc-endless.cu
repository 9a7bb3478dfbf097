// A kernel allocates with malloc until the device heap is exhausted.
#include <stdio.h>
__global__ void hog(unsigned long long *count) {
  unsigned long long n = 0;
  for (;;) {
    void *p = malloc(4096);
    if (p == NULL)
      break;
    n++;
  }
  *count = n;
}
int main(void) {
  unsigned long long *d, h = 0;
  cudaMalloc(&d, sizeof h);
  hog<<<1, 1>>>(d);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s %d\n", cudaGetErrorName(e), h > 0);
  return 0;
}
