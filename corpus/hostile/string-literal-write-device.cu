// A write to a string literal on the device.
#include <stdio.h>
__global__ void k(void) {
  char *s = (char *)"hello";
  s[0] = 'j';
  printf("%s\n", s);
}
int main(void) {
  k<<<1, 1>>>();
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
