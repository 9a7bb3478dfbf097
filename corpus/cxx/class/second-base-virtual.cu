// Virtual functions in a second base class when the first has none (issue 19): the first base
// with virtual functions is the primary base and is laid out first (Itanium C++ ABI 2.4), so
// the class's offsets and sizeof are g++'s; calls through either base, pointers or references,
// implicit conversions or static_cast, on the host and on the device (objects the device
// builds), reach the final overrider. Host lines as g++ prints them; the device's by hand below.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstddef>

struct Tag {
  int id;
  __host__ __device__ Tag() : id(7) {}
};
struct Shape {
  int sides;
  __host__ __device__ Shape() : sides(0) {}
  __host__ __device__ virtual int area() const { return 0; }
  __host__ __device__ virtual ~Shape() {}
};
struct Named {
  __host__ __device__ virtual int name() const { return 100; }
  int len;
};
struct Square : Tag, Shape, Named {
  int s;
  __host__ __device__ Square(int x) : s(x) { sides = 4; }
  __host__ __device__ int area() const override { return s * s + id; }
  __host__ __device__ int name() const override { return 200 + sides; }
};
struct Big : Square {
  __host__ __device__ Big() : Square(10) {}
  __host__ __device__ int area() const override { return 1000; }
};

__global__ void dispatch(int *out)
{
  Square q(threadIdx.x + 1);
  Big b;
  const Shape *sh = &q;
  const Named &nm = b;
  out[threadIdx.x * 3] = sh->area();
  out[threadIdx.x * 3 + 1] = nm.name();
  out[threadIdx.x * 3 + 2] = static_cast<const Shape &>(b).area();
}

int main()
{
  Square q(3);
  Big b;
  Shape *ps = &q;
  Named *pn = &q;
  Tag *pt = &q;
  printf("sizeof %zu alignof %zu | Shape at %td, Named at %td, Tag at %td\n", sizeof(Square), alignof(Square),
         (char *) ps - (char *) &q, (char *) pn - (char *) &q, (char *) pt - (char *) &q);
  printf("offsetof id %zu sides %zu len %zu s %zu\n", offsetof(Square, id), offsetof(Square, sides),
         offsetof(Square, len), offsetof(Square, s));
  printf("area %d name %d | big %d %d %d\n", ps->area(), pn->name(), static_cast<Shape *>(&b)->area(),
         static_cast<Named &>(b).name(), b.id);
  Shape *heap = new Big;
  printf("heap %d\n", heap->area());
  delete heap;
  int *d, h[6];
  cudaMalloc(&d, sizeof h);
  dispatch<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d %d %d | %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5]);
  cudaFree(d);
  return 0;
}
// The device: thread t's Square has s = t + 1, area (t+1)^2 + 7: 8 and 11; Big's name is 204,
// its area 1000.
// expect: sizeof 32 alignof 8 | Shape at 0, Named at 16, Tag at 12
// expect: offsetof id 12 sides 8 len 24 s 28
// expect: area 16 name 204 | big 1000 204 7
// expect: heap 1000
// expect: device 8 204 1000 | 11 204 1000
