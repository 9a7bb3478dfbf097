// C++11: an enumerator may be named through its enumeration (E::A) for an unscoped enum too;
// a conditional of two enumerators has the enumeration's type; alignas on an object is
// _Alignas.
#include <cstdio>
#include <cstdint>
enum Color { Red, Green, Blue };
typedef enum { Low = 1, High = 2 } Level;
Color pick(int i) { return i ? Color::Red : Color::Blue; }
__global__ void k(int *out)
{
  Level l = Level::High;
  out[0] = l + Color::Green;
}
int main()
{
  alignas(16) float quad[4] = {0};
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  k<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("%d %d %d %d\n", pick(1), pick(0), h, (int) ((uintptr_t) quad % 16));
  return 0;
}
// expect: 0 2 3 0
