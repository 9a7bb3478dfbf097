// auto in every declarator form ([dcl.type.auto.deduct]): auto, auto *, auto &, const auto &,
// auto **, auto & to an array, in host and device code. Expected output from g++.
#include <cstdio>

const int limit = 6;

__global__ void scale(float *v, int n)
{
  auto i = blockIdx.x * blockDim.x + threadIdx.x;   // unsigned int
  auto *p = v + i;
  const auto &f = n;
  if (i < n)
    {
      auto &slot = *p;
      slot = slot * f + sizeof(i);
    }
}

int main()
{
  int a = 1;
  int arr[3] = {1, 2, 3};
  auto x = a + 1;
  auto *p = &a;
  auto &r = a;
  const auto &cr = a;
  const auto c = 2.5;
  auto &rc = limit;          // const int &
  auto *pa = arr;            // int *
  auto &ra = arr;            // int (&)[3]
  auto **pp = &p;
  auto big = 1ull << 40;
  r = 10;
  **pp += 1;
  printf("%d %d %d %d %g %d %d %zu %d %zu %llu\n", x, *p, r, cr, c, rc, pa[2], sizeof(ra), ra[1],
         sizeof(big), big);

  const int n = 4;
  float h[n] = {1, 2, 3, 4};
  float *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<1, n>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (auto i = 0; i < n; i++)
    printf("%g ", h[i]);
  printf("\n");
  cudaFree(d);
  return 0;
}
// expect: 2 11 11 11 2.5 6 3 12 2 8 1099511627776
// expect: 8 12 16 20 
