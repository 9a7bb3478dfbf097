// Moving a class with a move constructor and a move assignment (std::move picks them, a copy
// picks the copy ones), std::swap of ints and of such a class (three moves, as libstdc++ does),
// reference collapsing through typedefs and template parameters, std::remove_reference,
// std::pair and std::make_pair; std::move in device code, which nvcc allows (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <utility>

struct Buffer {
  int *data;
  int n;
  __host__ __device__ explicit Buffer(int size) : data(new int[size]), n(size)
  {
    for (int i = 0; i < n; i++)
      data[i] = i * size;
  }
  __host__ __device__ Buffer(const Buffer &o) : data(new int[o.n]), n(o.n)
  {
    for (int i = 0; i < n; i++)
      data[i] = o.data[i];
    printf("copy-construct %d\n", n);
  }
  __host__ __device__ Buffer(Buffer &&o) : data(o.data), n(o.n)
  {
    o.data = nullptr;
    o.n = 0;
    printf("move-construct %d\n", n);
  }
  __host__ __device__ Buffer &operator=(const Buffer &o)
  {
    printf("copy-assign %d\n", o.n);
    if (this != &o)
      {
        delete[] data;
        data = new int[o.n];
        n = o.n;
        for (int i = 0; i < n; i++)
          data[i] = o.data[i];
      }
    return *this;
  }
  __host__ __device__ Buffer &operator=(Buffer &&o)
  {
    printf("move-assign %d\n", o.n);
    delete[] data;
    data = o.data;
    n = o.n;
    o.data = nullptr;
    o.n = 0;
    return *this;
  }
  __host__ __device__ ~Buffer() { delete[] data; }
  __host__ __device__ int last() const { return n ? data[n - 1] : -1; }
};

template <typename T> struct is_lref { static const bool value = false; };
template <typename T> struct is_lref<T &> { static const bool value = true; };
template <typename T> struct is_rref { static const bool value = false; };
template <typename T> struct is_rref<T &&> { static const bool value = true; };

typedef int &LRef;
typedef int &&RRef;

template <typename T>
struct Collapse {
  typedef T &L;
  typedef T &&R;
};

__global__ void kernel(int *out)
{
  Buffer a(4);
  Buffer b(std::move(a));
  out[0] = a.n;
  out[1] = b.last();
  int x = 7;
  int y = std::move(x);
  out[2] = y;
}

int main()
{
  Buffer a(3);
  Buffer b(a);                 // copy
  Buffer c(std::move(a));      // move: a is empty
  printf("a.n=%d b.last=%d c.last=%d\n", a.n, b.last(), c.last());
  a = c;                       // copy-assign
  b = std::move(c);            // move-assign
  printf("a.n=%d b.n=%d c.n=%d\n", a.n, b.n, c.n);

  Buffer d(5);
  std::swap(a, d);
  printf("a.last=%d d.last=%d\n", a.last(), d.last());
  int i = 1, j = 2;
  std::swap(i, j);
  printf("i=%d j=%d\n", i, j);

  printf("LRef&:%d LRef&&:%d RRef&:%d RRef&&:%d\n", (int) is_lref<LRef &>::value,
         (int) is_lref<LRef &&>::value, (int) is_lref<RRef &>::value, (int) is_rref<RRef &&>::value);
  printf("Collapse<int&>::R lref:%d Collapse<int&&>::R rref:%d Collapse<int&&>::L lref:%d\n",
         (int) is_lref<Collapse<int &>::R>::value, (int) is_rref<Collapse<int &&>::R>::value,
         (int) is_lref<Collapse<int &&>::L>::value);
  LRef &r = i;                 // int &
  RRef &&s = 40;               // int &&
  r = 30;
  printf("i=%d s=%d\n", i, s);
  std::remove_reference<int &>::type k = 9;
  std::remove_reference<int &&>::type m = k + 1;
  printf("k=%d m=%d lref:%d\n", k, m, (int) is_lref<std::remove_reference<int &>::type>::value);

  std::pair<int, double> p = std::make_pair(2, 2.5);
  const char *seven = "seven";
  std::pair<const char *, int> q(seven, 7);
  printf("%d %g %s %d\n", p.first, p.second, q.first, q.second);

  int *dev;
  cudaMalloc(&dev, 3 * sizeof(int));
  kernel<<<1, 1>>>(dev);
  int h[3];
  cudaMemcpy(h, dev, sizeof h, cudaMemcpyDeviceToHost);
  printf("device %d %d %d\n", h[0], h[1], h[2]);
  cudaFree(dev);
  return 0;
}
// expect: copy-construct 3
// expect: move-construct 3
// expect: a.n=0 b.last=6 c.last=6
// expect: copy-assign 3
// expect: move-assign 3
// expect: a.n=3 b.n=3 c.n=0
// expect: move-construct 3
// expect: move-assign 5
// expect: move-assign 3
// expect: a.last=20 d.last=6
// expect: i=2 j=1
// expect: LRef&:1 LRef&&:1 RRef&:1 RRef&&:1
// expect: Collapse<int&>::R lref:1 Collapse<int&&>::R rref:1 Collapse<int&&>::L lref:1
// expect: i=30 s=40
// expect: k=9 m=10 lref:0
// expect: 2 2.5 seven 7
// expect: move-construct 4
// expect: device 0 12 7
