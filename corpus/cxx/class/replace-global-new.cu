// A program that replaces the global operator new and delete (and new[]/delete[]) to count
// its allocations ([replacement.functions]): every new-expression of host code takes its memory
// from them, a class's own operator new[] and delete[] come first (the array cookie in the size
// for a class with a destructor, as the Itanium C++ ABI has it), device code keeps the device
// heap. cudak said `unsupported:` for the replacement and for a class's operator new[]/delete[].
// Expected output from g++ -std=c++17 (the kernel's line by hand).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdlib>
#include <new>
static int n_new = 0, n_delete = 0, n_new_arr = 0, n_del_arr = 0;
/* nvcc makes the replacements __host__ __device__: the counters are the host's */
void *operator new(std::size_t n) {
#ifndef __CUDA_ARCH__
  ++n_new;
#endif
  return std::malloc(n ? n : 1);
}
void operator delete(void *p) noexcept {
#ifndef __CUDA_ARCH__
  if (p) ++n_delete;
#endif
  std::free(p);
}
void *operator new[](std::size_t n) {
#ifndef __CUDA_ARCH__
  ++n_new_arr;
#endif
  return std::malloc(n ? n : 1);
}
void operator delete[](void *p) noexcept {
#ifndef __CUDA_ARCH__
  if (p) ++n_del_arr;
#endif
  std::free(p);
}
struct Node {
  int v;
  Node *next;
  Node(int x, Node *n) : v(x), next(n) {}
  ~Node() { delete next; }
};
struct Pool {
  int data[4];
  static int allocs;
  static void *operator new[](std::size_t n) { ++allocs; printf("Pool::new[] %zu\n", n); return std::malloc(n); }
  static void operator delete[](void *p) { printf("Pool::delete[]\n"); std::free(p); }
};
int Pool::allocs = 0;
struct Tracked {
  int id = 0;
  ~Tracked() { printf("~Tracked %d\n", id); }
  static void *operator new[](std::size_t n) { printf("Tracked::new[] %zu\n", n); return std::malloc(n); }
  static void operator delete[](void *p) { printf("Tracked::delete[]\n"); std::free(p); }
};
__global__ void kernel(int *out) {
  int *p = new int(threadIdx.x * 2);   /* the device heap's new, not the host's replacement */
  out[threadIdx.x] = *p;
  delete p;
}
int main() {
  int *a = new int(5);
  double *b = new double[10];
  Node *list = new Node(1, new Node(2, new Node(3, nullptr)));
  printf("%d %d\n", *a, list->next->next->v);
  delete a;
  delete[] b;
  delete list;
  Pool *pp = new Pool[3];
  pp[2].data[3] = 7;
  printf("pool %d %d\n", pp[2].data[3], Pool::allocs);
  delete[] pp;
  Tracked *t = new Tracked[2];
  t[0].id = 1;
  t[1].id = 2;
  delete[] t;
  printf("new=%d delete=%d new[]=%d delete[]=%d\n", n_new, n_delete, n_new_arr, n_del_arr);
  int *d, h[2];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("kernel %d %d new=%d\n", h[0], h[1], n_new);
  return 0;
}
// expect: 5 3
// expect: Pool::new[] 48
// expect: pool 7 1
// expect: Pool::delete[]
// expect: Tracked::new[] 16
// expect: ~Tracked 2
// expect: ~Tracked 1
// expect: Tracked::delete[]
// expect: new=4 delete=4 new[]=1 delete[]=1
// expect: kernel 0 2 new=4
