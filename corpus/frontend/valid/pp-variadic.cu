// corpus/frontend/valid/pp-variadic.cu: variadic macros with __VA_ARGS__, the GNU comma
// swallow, stringizing (#) and token pasting (##), including macros that build names
// SPDX-License-Identifier: MIT
#include <stdio.h>

#define LOG(fmt, ...) printf("[log] " fmt "\n", __VA_ARGS__)
#define LOG0(fmt, ...) printf("[log0] " fmt "\n", ##__VA_ARGS__)
#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define COUNT_ARGS(...) COUNT_ARGS_(__VA_ARGS__, 5, 4, 3, 2, 1, 0)
#define COUNT_ARGS_(a, b, c, d, e, n, ...) n
#define VERSION_MAJOR 3
#define VERSION_MINOR 14
#define FIELD(type, name) type CAT(m_, name);
#define GETTER(type, name) \
  static __host__ __device__ type CAT(get_, name)(const struct config *c) { return c->CAT(m_, name); }

struct config {
  FIELD(int, width)
  FIELD(float, scale)
};
GETTER(int, width)
GETTER(float, scale)

#define SQUARE_KERNEL(T)                                          \
  __global__ void square_##T(T *v, int n)                         \
  {                                                               \
    int i = blockIdx.x * blockDim.x + threadIdx.x;                \
    if (i < n)                                                    \
      v[i] = v[i] * v[i];                                         \
  }
SQUARE_KERNEL(int)
SQUARE_KERNEL(float)

#define DEVICE_PRINT(...) printf(__VA_ARGS__)

__global__ void report(struct config c)
{
  if (threadIdx.x == 0)
    DEVICE_PRINT("device: width=%d scale=%.2f %s\n", get_width(&c), get_scale(&c), STR(a + b));
}

int main(void)
{
  struct config c = {640, 0.5f};
  int XCAT(var, __LINE__) = 7;  /* a name made from the line number */
  (void) XCAT(var, 48);
  LOG("version %s", XSTR(VERSION_MAJOR.VERSION_MINOR));
  LOG("%d + %d = %d", 2, 3, 2 + 3);
  LOG0("no arguments");
  LOG0("with %s", "one");
  printf("%d %d %d\n", COUNT_ARGS(x), COUNT_ARGS(x, y, z), COUNT_ARGS(a, b, c, d, e));
  printf("%s|%s|%s\n", STR(  spaced   out  ), STR("quoted\n"), STR('c'));
  printf("%d %s\n", CAT(VERSION_, MAJOR) * 100 + VERSION_MINOR, XSTR(CAT(VERSION_, MINOR)));
  printf("%d %.2f\n", get_width(&c), get_scale(&c));

  int h[4] = {1, 2, 3, 4}, *d;
  float hf[2] = {1.5f, -2.0f}, *df;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&df, sizeof hf);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
  square_int<<<1, 4>>>(d, 4);
  square_float<<<1, 2>>>(df, 2);
  report<<<1, 1>>>(c);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d %.2f %.2f\n", h[0], h[1], h[2], h[3], hf[0], hf[1]);
  cudaFree(d);
  cudaFree(df);
  return 0;
}
//
// expect: [log] version 3.14
// expect: [log] 2 + 3 = 5
// expect: [log0] no arguments
// expect: [log0] with one
// expect: 1 3 5
// expect: spaced out|"quoted\n"|'c'
// expect: 314 14
// expect: 640 0.50
// expect: device: width=640 scale=0.50 a + b
// expect: 1 4 9 16 2.25 4.00
