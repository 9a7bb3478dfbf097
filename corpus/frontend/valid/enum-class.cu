// Scoped enumerations (C++11 enum class / enum struct): constants named E::X only (visible
// unqualified inside their own list, with the underlying type), a fixed underlying type,
// comparisons, switch and explicit casts, in host and device code. What they do not allow
// is in invalid/enum-class-conversions.cu.
// SPDX-License-Identifier: MIT
#include <stdio.h>
enum class Color { Red, Green = 5, Blue };
enum class Small : unsigned char { A, B = A + 2 };
enum struct Dir { Up, Down };
enum Plain { Red, Other };
__device__ int dcode(Color c) { return c == Color::Blue ? 1 : 0; }
__global__ void k(int *o, Color c) { o[0] = dcode(c) + static_cast<int>(Color::Blue); }
const char *name(Color c)
{
  switch (c)
    {
    case Color::Red: return "red";
    case Color::Green: return "green";
    default: return "blue";
    }
}
int main()
{
  Color c = Color::Green;
  Small s = Small::B;
  Dir d = Dir::Down;
  Color arr[2] = { Color::Red, Color::Blue };
  printf("%d %d %d %d %d\n", (int) c, (int) s, (int) sizeof(Small), (int) d, (int) Red);
  if (c == Color::Green && c != Color::Red && Color::Red < Color::Blue)
    printf("%s %s %s\n", name(c), name(arr[0]), name(arr[1]));
  c = static_cast<Color>(6);
  int *o; cudaMalloc(&o, sizeof(int));
  k<<<1, 1>>>(o, c);
  int h; cudaMemcpy(&h, o, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", (int) c, h);
  cudaFree(o);
  return 0;
}
// expect: 5 2 1 1 0
// expect: green red blue
// expect: 6 7
