// INFINITY, NAN and HUGE_VAL are constants (they may initialise static objects), on the host
// and in kernels; <cerrno> and <cinttypes> are the C++ spellings of <errno.h> and <inttypes.h>.
#include <cerrno>
#include <cinttypes>
#include <cmath>
#include <cstdio>
static const float big = INFINITY;
__global__ void k(float *o)
{
  o[0] = -INFINITY;
  o[1] = isnan(NAN) ? 1.0f : 0.0f;
}
int main()
{
  float *d, h[2];
  cudaMalloc(&d, sizeof h);
  k<<<1, 1>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  int64_t n = -5;
  errno = 0;
  printf("%f %f %f %d %" PRId64 " %d\n", big, h[0], h[1], isinf(HUGE_VAL), n, errno == ERANGE);
  printf("%f\n", pow(2.0f, 3));
  return 0;
}
// expect: inf -inf 1.000000 1 -5 0
// expect: 8.000000
