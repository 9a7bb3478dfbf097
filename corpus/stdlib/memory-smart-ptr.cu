// <memory> and <array>: unique_ptr (move, reset, release, arrays, make_unique), shared_ptr's use_count, a buffer class owning device memory through unique_ptr, std::array by value, vector<unique_ptr> destroying first to last (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <memory>
#include <array>
#include <vector>
#include <utility>
struct Node {
  int v;
  Node(int x) : v(x) { printf("Node(%d)\n", v); }
  ~Node() { printf("~Node(%d)\n", v); }
};
struct Buffer {
  float *d; size_t n;
  Buffer(size_t count) : d(nullptr), n(count) { cudaMalloc(&d, n * sizeof(float)); printf("alloc %zu\n", n); }
  ~Buffer() { cudaFree(d); printf("free %zu\n", n); }
};
__global__ void fill(float *d, int n, float v) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) d[i] = v * i; }
std::unique_ptr<Node> make(int x) { return std::make_unique<Node>(x); }
int main() {
  std::unique_ptr<Node> a = make(1);
  std::unique_ptr<Node> b;
  printf("a %d b %d\n", (int)(bool)a, b ? 1 : 0);
  b = std::move(a);
  printf("a %d b %d v %d\n", a ? 1 : 0, (int)(bool)b, b->v);
  b.reset(new Node(2));
  Node *raw = b.release(); printf("released %d\n", raw->v); delete raw;
  std::unique_ptr<int[]> arr = std::make_unique<int[]>(4);
  for (int i = 0; i < 4; i++) arr[i] = i * i;
  printf("arr %d %d\n", arr[0], arr[3]);
  {
    std::shared_ptr<Node> s1 = std::make_shared<Node>(3);
    printf("use %ld\n", s1.use_count());
    {
      std::shared_ptr<Node> s2 = s1;
      std::shared_ptr<Node> s3(s2);
      printf("use %ld %ld v %d\n", s1.use_count(), s3.use_count(), (*s2).v);
      s3.reset();
      printf("use %ld s3 %ld\n", s1.use_count(), s3.use_count());
    }
    printf("use %ld\n", s1.use_count());
  }
  {
    auto buf = std::make_unique<Buffer>(8);
    fill<<<1, 8>>>(buf->d, (int)buf->n, 0.5f);
    std::array<float, 8> h;
    cudaMemcpy(h.data(), buf->d, sizeof(float) * 8, cudaMemcpyDeviceToHost);
    for (float x : h) printf("%g ", x);
    printf("size %zu\n", h.size());
  }
  std::array<int, 4> x = {4, 3, 2, 1};
  std::array<int, 4> y = x;
  y[0] = 9;
  printf("%d %d %d %d %d\n", x[0], y[0], y.back(), (int)(x == y), (int)(x < y));
  std::vector<std::unique_ptr<Node>> nodes;
  nodes.push_back(std::make_unique<Node>(5));
  nodes.push_back(std::make_unique<Node>(6));
  printf("nodes %zu %d\n", nodes.size(), nodes[1]->v);
  return 0;
}
// expect: Node(1)
// expect: a 1 b 0
// expect: a 0 b 1 v 1
// expect: Node(2)
// expect: ~Node(1)
// expect: released 2
// expect: ~Node(2)
// expect: arr 0 9
// expect: Node(3)
// expect: use 1
// expect: use 3 3 v 3
// expect: use 2 s3 0
// expect: use 1
// expect: ~Node(3)
// expect: alloc 8
// expect: 0 0.5 1 1.5 2 2.5 3 3.5 size 8
// expect: free 8
// expect: 4 9 1 0 1
// expect: Node(5)
// expect: Node(6)
// expect: nodes 2 6
// expect: ~Node(5)
// expect: ~Node(6)
