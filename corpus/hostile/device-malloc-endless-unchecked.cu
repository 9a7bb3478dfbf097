// A kernel allocates with malloc without end and never looks at the result.
#include <stdio.h>
__global__ void hog(void) {
  for (;;) {
    char *p = (char *)malloc(1 << 20);
    if (p) p[0] = 1;
  }
}
int main(void) {
  hog<<<1, 32>>>();
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorName(e));
  return 0;
}
