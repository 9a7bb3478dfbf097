// <type_traits> as generic CUDA code uses it: integral_constant and bool_constant (true_type is integral_constant<bool, true>), is_class/is_union/is_enum/is_empty/is_scalar to classify, is_base_of, is_polymorphic, is_abstract, is_trivially_copyable gating an enable_if'd upload of a vector to the device, is_trivial, has_virtual_destructor, rank, extent, remove_all_extents_t, is_object, is_compound (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
#include <type_traits>
#include <vector>
struct Particle { float x, y, vx, vy; };
struct Tag {};
struct Base { virtual ~Base() {} virtual int id() const = 0; };
struct Derived : Base { int id() const override { return 7; } };
struct Owner { std::string name; };
union Bits { float f; unsigned u; };
enum class Color { Red, Green };

/* a device copy is only safe for trivially copyable element types */
template <class T> typename std::enable_if<std::is_trivially_copyable<T>::value, int>::type upload(const std::vector<T> &h, T **d)
{
  cudaMalloc(d, h.size() * sizeof(T));
  cudaMemcpy(*d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return (int) h.size();
}
template <class T> __global__ void scale(T *p, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i].x *= 2.0f; }
template <class T> const char *kind()
{
  if (std::is_class<T>::value) return std::is_empty<T>::value ? "empty class" : "class";
  if (std::is_union<T>::value) return "union";
  if (std::is_enum<T>::value) return "enum";
  return std::is_scalar<T>::value ? "scalar" : "other";
}
int main()
{
  static_assert(std::integral_constant<int, 3>::value == 3, "integral_constant");
  static_assert(std::is_same<std::bool_constant<true>, std::true_type>::value, "bool_constant");
  printf("%s %s %s %s %s %s\n", kind<Particle>(), kind<Tag>(), kind<Bits>(), kind<Color>(), kind<int *>(), kind<float[2]>());
  printf("%d %d %d %d\n", (int)std::is_base_of<Base, Derived>::value, (int)std::is_base_of<Derived, Base>::value,
         (int)std::is_polymorphic<Derived>::value, (int)std::is_abstract<Base>::value);
  printf("%d %d %d %d %d\n", (int)std::is_trivially_copyable<Particle>::value, (int)std::is_trivially_copyable<Owner>::value,
         (int)std::is_trivially_copyable<Derived>::value, (int)std::is_trivial<Particle>::value, (int)std::has_virtual_destructor<Base>::value);
  printf("%d %zu %zu %zu\n", std::integral_constant<int, 5>()(), std::rank<int[2][3]>::value, std::extent<int[7]>::value,
         sizeof(std::remove_all_extents_t<double[2][3]>));
  Derived dd;
  printf("%d %d %d\n", dd.id(), (int)std::is_object<Owner>::value, (int)std::is_compound<int *>::value);
  std::vector<Particle> h(5);
  for (int i = 0; i < 5; i++) h[i].x = (float)i;
  Particle *d;
  int n = upload(h, &d);
  scale<<<1, 32>>>(d, n);
  cudaMemcpy(h.data(), d, n * sizeof(Particle), cudaMemcpyDeviceToHost);
  for (const Particle &p : h) printf("%g ", p.x);
  printf("\n");
  cudaFree(d);
  return 0;
}
// expect: class empty class union enum scalar other
// expect: 1 0 1 1
// expect: 1 0 0 1 1
// expect: 5 2 7 8
// expect: 7 1 1
// expect: 0 2 4 6 8 
