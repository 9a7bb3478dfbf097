// Range-based for over arrays (C++11 [stmt.ranged]) by value, by reference and by const
// reference, with auto and with a converting type, nested over a 2-D array, with break and
// continue, in host and device code. Expected host output from g++.
#include <cstdio>

__global__ void k(int *o)
{
  int v[4] = {1, 2, 3, 4};
  int s = 0;
  for (int x : v)
    s += x;
  for (auto &x : v)
    x *= threadIdx.x + 1;
  for (const auto &x : v)
    s += x;
  o[threadIdx.x] = s;
}

int main()
{
  int a[3] = {1, 2, 3};
  int sum = 0;
  for (int x : a) {
    sum += x;
  }
  printf("%d\n", sum);

  int arr[5] = {1, 2, 3, 4, 5};
  int s = 0;
  for (auto &x : arr)
    x *= 2;
  for (const auto &x : arr)
    s += x;
  for (auto x : arr)
    {
      if (x == 4)
        continue;
      if (x == 8)
        break;
      s += 100;
    }
  float m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  float t = 0;
  for (auto &row : m)
    for (float f : row)
      t += f;
  for (auto row : m)   // float *
    t += row[0];
  const char *names[] = {"a", "bb", "ccc"};
  for (const char *n : names)
    printf("%s ", n);
  double dd[] = {0.5, 1.5};
  for (int i : dd)
    s += i;
  printf("%d %g\n", s, t);

  int *d;
  cudaMalloc(&d, 2 * sizeof(int));
  k<<<1, 2>>>(d);
  int h[2];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: 6
// expect: a bb ccc 231 26
// expect: 20 30
