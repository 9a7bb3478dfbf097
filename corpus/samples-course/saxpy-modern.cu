// corpus/samples-course/saxpy-modern.cu: a course's C++ host code around kernels: std::vector
// buffers, std::mt19937 with uniform distributions for the inputs, std::chrono timing (not
// printed), a RAII wrapper around cudaMalloc/cudaFree with a deleted copy and a move
// constructor, an exception thrown by the error check and caught in main, iostream output with
// std::setprecision and std::fixed, a lambda for the host reference and std::accumulate,
// std::max_element and std::equal for the checks, and a grid-stride SAXPY kernel templated on
// the element type. Values checked against g++ (the host parts) and by hand.
// SPDX-License-Identifier: MIT
#include <vector>
#include <random>
#include <chrono>
#include <numeric>
#include <algorithm>
#include <iostream>
#include <iomanip>
#include <stdexcept>
#include <string>
#include <cmath>
#include <cuda_runtime.h>

#define CUDA_CHECK(expr)                                                                     \
  do {                                                                                       \
    cudaError_t err_ = (expr);                                                               \
    if (err_ != cudaSuccess)                                                                 \
      throw std::runtime_error(std::string(#expr) + ": " + cudaGetErrorString(err_));        \
  } while (0)

template <typename T>
class DeviceBuffer {
public:
  explicit DeviceBuffer(size_t n) : n_(n) { CUDA_CHECK(cudaMalloc(&ptr_, n * sizeof(T))); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  DeviceBuffer(DeviceBuffer &&o) noexcept : ptr_(o.ptr_), n_(o.n_) { o.ptr_ = nullptr; o.n_ = 0; }
  ~DeviceBuffer() { if (ptr_) cudaFree(ptr_); }
  T *get() const { return ptr_; }
  size_t size() const { return n_; }
  void upload(const std::vector<T> &h) { CUDA_CHECK(cudaMemcpy(ptr_, h.data(), n_ * sizeof(T), cudaMemcpyHostToDevice)); }
  std::vector<T> download() const
  {
    std::vector<T> h(n_);
    CUDA_CHECK(cudaMemcpy(h.data(), ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
  }

private:
  T *ptr_ = nullptr;
  size_t n_ = 0;
};

template <typename T>
__global__ void saxpy(int n, T a, const T *__restrict__ x, T *__restrict__ y)
{
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

template <typename T>
static bool run(const char *name, int n, T a, std::mt19937 &gen)
{
  std::uniform_int_distribution<int> dist(-100, 100);
  std::vector<T> x(n), y(n);
  for (auto &v : x) v = static_cast<T>(dist(gen)) / 4;
  for (auto &v : y) v = static_cast<T>(dist(gen)) / 8;
  DeviceBuffer<T> dx(n), dy(n);
  dx.upload(x);
  dy.upload(y);
  auto start = std::chrono::steady_clock::now();
  saxpy<T><<<8, 128>>>(n, a, dx.get(), dy.get());
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  auto elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
  std::vector<T> result = dy.download();
  std::vector<T> expect(n);
  std::transform(x.begin(), x.end(), y.begin(), expect.begin(), [a](T xi, T yi) { return a * xi + yi; });
  bool same = std::equal(result.begin(), result.end(), expect.begin());
  T total = std::accumulate(result.begin(), result.end(), T(0));
  T biggest = *std::max_element(result.begin(), result.end());
  DeviceBuffer<T> moved(std::move(dx));
  std::cout << std::setw(7) << std::left << name << " n=" << n << " sum=" << std::fixed << std::setprecision(3)
            << total << " max=" << biggest << (same ? " OK" : " MISMATCH")
            << (elapsed.count() >= 0 ? "" : " (clock went backwards)") << " moved " << moved.size() << " left "
            << dx.size() << std::endl;
  std::cout.unsetf(std::ios::fixed);
  return same;
}

int main()
{
  std::mt19937 gen(42);
  bool ok = run<float>("float", 1000, 2.5f, gen);
  ok = run<double>("double", 777, -0.75, gen) && ok;
  ok = run<int>("int", 300, 3, gen) && ok;
  try {
    DeviceBuffer<char> huge(size_t(1) << 62);
    std::cout << "allocated an impossible buffer" << std::endl;
  } catch (const std::runtime_error &e) {
    std::cout << "caught: " << e.what() << std::endl;
  }
  std::cout << (ok ? "all passed" : "FAILED") << std::endl;
  return ok ? 0 : 1;
}
// expect: float   n=1000 sum=-171.000 max=74.250 OK moved 1000 left 0
// expect: double  n=777 sum=-543.625 max=30.062 OK moved 777 left 0
// expect: int     n=300 sum=-65 max=82 OK moved 300 left 0
// expect: caught: cudaMalloc(&ptr_, n * sizeof(T)): out of memory
// expect: all passed
