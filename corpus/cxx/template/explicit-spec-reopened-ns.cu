// An explicit specialisation in a later block of the template's namespace names a class
// declared there (as a program specialises std::hash for its own key type): the
// specialisation's body is parsed in its own scope, not in the primary template's, which
// does not see that class (it was "'Key' does not name a type"). Output checked with g++ 12.
#include <cstdio>
namespace lib {
template <class T> struct Hasher;
template <class T> struct Hasher<T *> {
  unsigned long operator()(T *) const { return 0; }
};
template <class T> struct IsFast {
  static const bool value = true;
};
}
namespace lib {
struct Key {
  int a, b;
};
template <> struct Hasher<Key> {
  unsigned long operator()(const Key &k) const { return (unsigned long) k.a * 31 + k.b; }
};
template <> struct IsFast<Hasher<Key> > {
  static const bool value = false;
};
}
__global__ void fill(int *out)
{
  out[threadIdx.x] = (int) threadIdx.x * 3;
}
int main()
{
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  fill<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  lib::Key k = { h[1], h[3] };
  printf("%lu %d %d\n", lib::Hasher<lib::Key>()(k), (int) lib::IsFast<lib::Hasher<lib::Key> >::value,
         (int) lib::IsFast<lib::Hasher<int *> >::value);
  cudaFree(d);
  return 0;
}
// expect: 102 0 1
