// Template kernels as a course writes them with type traits: an accumulator type chosen by an
// explicit specialisation behind an alias template (accum_t<T>(x) as a functional cast), a
// shared-memory block reduction with a static_assert on its power-of-two block size,
// enable_if_t on is_integral_v / is_floating_point_v selecting a __device__ overload, if
// constexpr on is_signed, a constexpr type name from is_same_v, std::numeric_limits in device
// code (with --expt-relaxed-constexpr, as nvcc wants it), braced lists passed to a function
// template whose vector<T> parameters they do not deduce. Expected output computed by hand.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <type_traits>
#include <vector>
#include <cstdint>
#include <limits>

template <typename T>
struct Accum { using type = T; };
template <> struct Accum<float> { using type = double; };
template <> struct Accum<std::int8_t> { using type = int; };
template <typename T> using accum_t = typename Accum<T>::type;

template <typename T, int BLOCK>
__global__ void block_sum(const T *in, accum_t<T> *out, int n) {
  static_assert(BLOCK > 0 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK must be a power of two");
  __shared__ accum_t<T> buf[BLOCK];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  buf[threadIdx.x] = i < n ? accum_t<T>(in[i]) : accum_t<T>(0);
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = buf[0];
}

template <typename T>
__device__ std::enable_if_t<std::is_integral_v<T>, T> safe_div(T a, T b) {
  return b == 0 ? std::numeric_limits<T>::max() : a / b;
}
template <typename T>
__device__ std::enable_if_t<std::is_floating_point_v<T>, T> safe_div(T a, T b) {
  return a / b;
}

template <typename T>
__global__ void divide(const T *a, const T *b, T *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    if constexpr (std::is_signed<T>::value)
      c[i] = safe_div(a[i], b[i]);
    else
      c[i] = safe_div(a[i], b[i]) + 1;
  }
}

template <typename T>
constexpr const char *type_name() {
  if constexpr (std::is_same_v<T, float>) return "float";
  else if constexpr (std::is_same_v<T, double>) return "double";
  else if constexpr (std::is_same_v<T, int>) return "int";
  else if constexpr (std::is_unsigned_v<T>) return "unsigned";
  else return "other";
}

template <typename T, int BLOCK = 64>
accum_t<T> gpu_sum(const std::vector<T> &h) {
  int n = (int)h.size(), blocks = (n + BLOCK - 1) / BLOCK;
  T *d_in;
  accum_t<T> *d_out;
  cudaMalloc(&d_in, n * sizeof(T));
  cudaMalloc(&d_out, blocks * sizeof(accum_t<T>));
  cudaMemcpy(d_in, h.data(), n * sizeof(T), cudaMemcpyHostToDevice);
  block_sum<T, BLOCK><<<blocks, BLOCK>>>(d_in, d_out, n);
  std::vector<accum_t<T>> partial(blocks);
  cudaMemcpy(partial.data(), d_out, blocks * sizeof(accum_t<T>), cudaMemcpyDeviceToHost);
  cudaFree(d_in);
  cudaFree(d_out);
  accum_t<T> total = 0;
  for (auto p : partial) total += p;
  return total;
}

template <typename T>
void run_divide(std::vector<T> a, std::vector<T> b) {
  int n = (int)a.size();
  T *da, *db, *dc;
  cudaMallocManaged(&da, n * sizeof(T));
  cudaMallocManaged(&db, n * sizeof(T));
  cudaMallocManaged(&dc, n * sizeof(T));
  for (int i = 0; i < n; i++) { da[i] = a[i]; db[i] = b[i]; }
  divide<<<1, 32>>>(da, db, dc, n);
  cudaDeviceSynchronize();
  printf("%s:", type_name<T>());
  for (int i = 0; i < n; i++) printf(" %g", (double)dc[i]);
  printf("\n");
  cudaFree(da); cudaFree(db); cudaFree(dc);
}

int main() {
  std::vector<float> f(1000);
  for (int i = 0; i < 1000; i++) f[i] = 0.5f * (i % 7);
  std::vector<std::int8_t> c(300, 100);
  std::vector<int> v(130);
  for (int i = 0; i < 130; i++) v[i] = i - 60;
  printf("%.2f %d %d\n", gpu_sum(f), gpu_sum<std::int8_t, 128>(c), gpu_sum<int, 32>(v));
  printf("%d %d\n", (int)std::is_same_v<accum_t<float>, double>, (int)sizeof(accum_t<std::int8_t>));
  run_divide<int>({7, 9, 4}, {2, 0, -4});
  run_divide<unsigned>({7, 9, 4}, {2, 0, 4});
  run_divide<double>({1, 3}, {4, 8});
  return 0;
}
// cudak-args: --expt-relaxed-constexpr
// nvcc-args: --expt-relaxed-constexpr
// expect: 1498.50 30000 585
// expect: 1 4
// expect: int: 3 2.14748e+09 -1
// expect: unsigned: 4 0 2
// expect: double: 0.25 0.375
