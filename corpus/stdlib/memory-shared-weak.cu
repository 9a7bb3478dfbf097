// std::shared_ptr over a control block: shared_ptr<Shape> from a shared_ptr<Square> (one owner count, the Square destroyed through its own type), weak_ptr (use_count, expired, lock, reset, assignment from a shared_ptr), static_pointer_cast and const_pointer_cast, reset(new T) with the old object kept by another owner, a custom deleter that frees device memory after a kernel, shared_ptrs in a vector (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <memory>
#include <vector>
struct Shape {
  virtual ~Shape() { printf("~Shape\n"); }
  virtual double area() const = 0;
};
struct Square : Shape {
  double s;
  Square(double v) : s(v) {}
  ~Square() { printf("~Square %g\n", s); }
  double area() const override { return s * s; }
};
struct Plain { int v; Plain(int x) : v(x) {} ~Plain() { printf("~Plain %d\n", v); } };
struct Buf { float *d; };
void free_buf(Buf *b) { printf("free_buf\n"); cudaFree(b->d); delete b; }
__global__ void fill(float *d, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) d[i] = i * 0.5f; }
int main() {
  std::shared_ptr<Square> sq = std::make_shared<Square>(3.0);
  std::shared_ptr<Shape> sh(sq);
  printf("%g %ld %ld\n", sh->area(), sq.use_count(), sh.use_count());
  std::weak_ptr<Shape> w;
  w = sh;
  std::weak_ptr<Shape> w2(w);
  w2.reset();
  printf("%ld %d\n", w.use_count(), (int)w.expired());
  {
    std::shared_ptr<Shape> l = w.lock();
    printf("locked %d %ld\n", (int)(l != nullptr), l.use_count());
  }
  sq.reset();
  printf("after reset %ld %d\n", sh.use_count(), (int)w.expired());
  std::shared_ptr<Square> back = std::static_pointer_cast<Square>(sh);
  std::shared_ptr<const Square> cst(back);
  std::shared_ptr<Square> dyn = std::const_pointer_cast<Square>(cst);
  cst.reset();
  printf("%g %g %ld\n", back->s, dyn->s, sh.use_count());
  back.reset(); dyn.reset(); sh.reset();
  printf("expired %d\n", (int)w.expired());
  std::shared_ptr<Plain> pl(new Plain(5));
  std::shared_ptr<Plain> pl2 = pl;
  pl.reset(new Plain(6));
  printf("%d %d\n", pl->v, pl2->v);
  Buf *b = new Buf;
  cudaMalloc(&b->d, 8 * sizeof(float));
  {
    std::shared_ptr<Buf> g(b, free_buf);
    fill<<<1, 32>>>(g->d, 8);
    float h[8];
    cudaMemcpy(h, g->d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %g\n", h[1], h[7]);
  }
  std::vector<std::shared_ptr<Shape>> shapes;
  shapes.push_back(std::shared_ptr<Shape>(new Square(2.0)));
  shapes.push_back(std::shared_ptr<Shape>(shapes[0]));
  printf("%ld\n", shapes[1].use_count());
  shapes.clear();
  printf("end\n");
  return 0;
}
// expect: 9 2 2
// expect: 2 0
// expect: locked 1 3
// expect: after reset 1 0
// expect: 3 3 3
// expect: ~Square 3
// expect: ~Shape
// expect: expired 1
// expect: 6 5
// expect: 0.5 3.5
// expect: free_buf
// expect: 2
// expect: ~Square 2
// expect: ~Shape
// expect: end
// expect: ~Plain 5
// expect: ~Plain 6
