// decltype(expression) and decltype(auto) ([dcl.type.decltype]): the declared type of a
// name or member, T & for a parenthesized or other lvalue, T for a prvalue; in host and device
// code. Expected output from g++ (the device function run on the host).
#include <cstdio>
struct P { int x; double y; };
int f(int a) { return a * 2; }
__device__ float g(float v)
{
  decltype(v) w = v * 2;
  decltype(auto) z = w + 1;   // float
  return z;
}
__global__ void k(float *o) { o[0] = g(1.5f); }
int main()
{
  int a = 1;
  int &ra = a;
  const int ca = 3;
  P p = {4, 5.5};
  int arr[4] = {0};
  decltype(a) b = 2;
  decltype(ra) rb = a;          // int &
  decltype((a)) rc = a;         // int &: a parenthesized lvalue
  decltype(ca) cb = 7;
  decltype(p.y) d = 1.25;
  decltype(arr) arr2;
  decltype(a + 1.0f) fl = 1.5f;
  decltype(f(1)) r = f(3);
  decltype(arr[0]) e0 = arr[0]; // int &
  decltype(auto) da = a;        // int
  decltype(auto) dra = (a);     // int &
  rb = 5;      // a = 5
  rc += 1;     // a = 6
  dra += 1;    // a = 7
  e0 = 9;      // arr[0] = 9
  printf("%d %d %d %g %zu %zu %d %d %zu %d\n", a, b, cb, d, sizeof(arr2), sizeof(fl), r, da, sizeof(decltype(p)), arr[0]);
  float *dd;
  cudaMalloc(&dd, sizeof(float));
  k<<<1, 1>>>(dd);
  float h;
  cudaMemcpy(&h, dd, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(dd);
  printf("%g\n", h);
  return 0;
}
// expect: 7 2 7 1.25 16 4 6 1 16 9
// expect: 4
