// Move constructor and move assignment chosen for rvalues (static_cast<T &&>; <utility>'s
// std::move needs templates), copy constructor for lvalues, new[]/delete[] of the buffer.
#include <cstdio>
struct Buf {
  int *data;
  int n;
  Buf(int k) : data(new int[k]), n(k) { for (int i = 0; i < k; i++) data[i] = i; printf("alloc %d\n", n); }
  Buf(const Buf &o) : data(new int[o.n]), n(o.n) { for (int i = 0; i < n; i++) data[i] = o.data[i]; printf("copy %d\n", n); }
  Buf(Buf &&o) : data(o.data), n(o.n) { o.data = nullptr; o.n = 0; printf("move %d\n", n); }
  Buf &operator=(Buf &&o) { delete[] data; data = o.data; n = o.n; o.data = nullptr; o.n = 0; printf("move-assign %d\n", n); return *this; }
  ~Buf() { printf("free %d\n", n); delete[] data; }
};
Buf make(int k) { return Buf(k); }
int main() {
  Buf a(3);
  Buf b = a;
  Buf c(static_cast<Buf &&>(a));
  Buf d = make(4);
  d = static_cast<Buf &&>(b);
  printf("%d %d %d %d %d\n", a.n, b.n, c.n, d.n, d.data[2]);
  return 0;
}

// expect: alloc 3
// expect: copy 3
// expect: move 3
// expect: alloc 4
// expect: move-assign 3
// expect: 0 0 3 3 2
// expect: free 3
// expect: free 3
// expect: free 0
// expect: free 0
