// Rvalue references to non-class types (C++11): T && binds rvalues and xvalues
// (static_cast<T &&>(x), a call returning T &&), const T & and T && bind temporaries
// ([dcl.init.ref]: the temporary lives as long as the reference), and overloads on T &,
// const T & and T && are ranked as [over.ics.rank] says; host and device code. Expected host
// output from g++.
#include <cstdio>

int which(int &) { return 1; }
int which(const int &) { return 2; }
int which(int &&) { return 3; }
void bump(int &&r) { r++; printf("bumped %d\n", r); }
int &&pass(int &x) { return static_cast<int &&>(x); }
double half(const double &d) { return d / 2; }

__device__ int dsq(int &&v) { return v * v; }
__global__ void k(int *o)
{
  const float &f = threadIdx.x * 0.5f;
  o[threadIdx.x] = dsq(threadIdx.x + 3) + (int) (f * 4);
}

int main()
{
  int a = 1;
  const int c = 2;
  int &&r = 5;
  r += 1;
  const int &cr = a + 10;
  int &&m = static_cast<int &&>(a);
  m = 7;
  bump(4);
  bump(a + 1);
  for (int i = 0; i < 2; i++)
    {
      const int &t = i * 100;
      printf("t %d\n", t);
    }
  printf("%d %d %d %d %d %d %d %g %d\n", which(a), which(c), which(3),
         which(static_cast<int &&>(a)), r, cr, a, half(3), pass(a));

  int *d;
  cudaMalloc(&d, 2 * sizeof(int));
  k<<<1, 2>>>(d);
  int h[2];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[1]);
  cudaFree(d);
  return 0;
}
// expect: bumped 5
// expect: bumped 9
// expect: t 0
// expect: t 100
// expect: 1 2 3 3 6 11 7 1.5 7
// expect: 9 18
