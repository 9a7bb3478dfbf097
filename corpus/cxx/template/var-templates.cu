// Variable templates ([temp.pre]p1): a constexpr constant per type, a partial and an explicit
// specialisation, uses in constant expressions (static_assert, array bounds, template
// arguments, enable_if on a return type) and in a kernel template; the _v traits of
// <type_traits>. Host output checked against g++ -std=c++17.
#include <cstdio>
#include <type_traits>

template <class T> constexpr T pi = T(3.14159265358979);
template <class T> constexpr int bits = 8 * (int)sizeof(T);
template <class T> constexpr bool is_ptr = false;
template <class T> constexpr bool is_ptr<T *> = true;
template <> constexpr int bits<bool> = 1;
template <class T, int N = 2> constexpr T scaled = T(N) * pi<T>;
template <typename T> constexpr bool is_fp = std::is_floating_point_v<T>;

template <class T> std::enable_if_t<is_fp<T>, const char *> kind(T) { return "floating"; }
template <class T> std::enable_if_t<!is_fp<T>, const char *> kind(T) { return "other"; }

template <int N> struct Fixed { int a[N]; };

template <class T> __global__ void area(const T *r, T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = pi<T> * r[i] * r[i] + (is_fp<T> ? T(0) : T(1)) + T(bits<T> / 32);
}

static_assert(bits<int> == 32 && bits<bool> == 1, "bits");
static_assert(is_ptr<int *> && !is_ptr<int>, "is_ptr");
int table[bits<short>];

int main() {
  printf("%.5f %.5f %.5f\n", pi<double>, (double)pi<float>, scaled<double, 3>);
  printf("%d %d %d %d %d\n", bits<char>, bits<long>, bits<bool>, (int)(sizeof table / sizeof *table),
         (int)sizeof(Fixed<bits<char>>));
  printf("%d %d %d\n", is_ptr<const char *>, is_ptr<double>, (int)scaled<int>);
  printf("%s %s %s %s\n", kind(1), kind(2.5f), kind(1.0), kind('c'));
  printf("%d %d %d %d\n", std::is_same_v<int, long>, std::is_same_v<unsigned, unsigned int>,
         std::is_integral_v<const long>, std::is_pointer_v<int *const>);
  printf("%d %d %d\n", std::conjunction_v<std::is_integral<int>, std::is_signed<int>>,
         std::disjunction_v<std::is_floating_point<int>, std::is_unsigned<int>>,
         std::negation_v<std::is_void<int>>);

  const int n = 4;
  float *r, *a;
  cudaMallocManaged(&r, n * sizeof(float));
  cudaMallocManaged(&a, n * sizeof(float));
  for (int i = 0; i < n; i++)
    r[i] = i + 1;
  area<<<1, 32>>>(r, a, n);
  cudaDeviceSynchronize();
  printf("%.3f %.3f %.3f %.3f\n", a[0], a[1], a[2], a[3]);
  cudaFree(r);
  cudaFree(a);
  return 0;
}
// expect: 3.14159 3.14159 9.42478
// expect: 8 64 1 16 32
// expect: 1 0 6
// expect: other floating floating other
// expect: 0 1 1 1
// expect: 1 0 1
// expect: 4.142 13.566 29.274 51.265
