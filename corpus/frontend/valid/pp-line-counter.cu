// corpus/frontend/valid/pp-line-counter.cu: __LINE__ and __FILE__ through macros, #line with
// and without a file name, __COUNTER__ for unique names, __DATE__/__TIME__ shapes, #warning
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <string.h>

#define HERE() printf("%s:%d\n", __FILE__, __LINE__)
#define CONCAT_(a, b) a##b
#define CONCAT(a, b) CONCAT_(a, b)
#define UNIQUE(base) CONCAT(base, __COUNTER__)
#define CHECK(cond) \
  do { if (!(cond)) printf("check failed at line %d: %s\n", __LINE__, #cond); } while (0)

#warning this program tests #warning too

__device__ int dev_line(void) { return __LINE__; }

__global__ void where(int *out)
{
  out[0] = __LINE__;
  out[1] = dev_line();
}

int main(void)
{
  int UNIQUE(tmp) = 1;  /* tmp0 */
  int UNIQUE(tmp) = 2;  /* tmp1 */
  int c2 = __COUNTER__, c3 = __COUNTER__;
  printf("%d %d %d %d\n", tmp0, tmp1, c2, c3);
  HERE();
  CHECK(1 + 1 == 2);
  CHECK(2 * 2 ==
        5);
#line 100
  HERE();
#line 200 "renamed.cu"
  HERE();
  printf("%d\n", __LINE__);
  const char *d = __DATE__, *t = __TIME__;
  printf("%d %d %c %c\n", (int) strlen(d), (int) strlen(t), t[2], t[5]);
  int h[2], *dv;
  cudaMalloc(&dv, sizeof h);
  where<<<1, 1>>>(dv);
  cudaMemcpy(h, dv, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(dv);
  return 0;
}
//
// nvcc shows #warning once per compilation pass; cudak shows a warning once, from the host pass
// expect-report: ^pp-line-counter\.cu:14:2: warning: #warning this program tests #warning too$
// expect: 1 2 2 3
// expect: pp-line-counter.cu:30
// expect: check failed at line 32: 2 * 2 == 5
// expect: pp-line-counter.cu:100
// expect: renamed.cu:200
// expect: 201
// expect: 11 8 : :
// expect: 20 16
