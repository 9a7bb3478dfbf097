// A course-style class design: a RAII device buffer class template (deleted copies, upload and
// download through std::vector), a pipeline holding std::vector<std::string> names,
// std::vector<std::function> stages (lambdas capturing by reference and by value, one
// launching a templated kernel with a static_assert on std::is_arithmetic) and callbacks (a
// lambda filling a std::map, a functor through a std::shared_ptr captured by copy), a
// CUDA_CHECK macro, std::make_unique of the buffer, a braced vector to upload. Expected output
// computed by hand: 1..8 doubled (sum 72), plus one (80), clipped at 10 (64).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>
#include <numeric>
#include <type_traits>

#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t err_ = (call);                                                  \
    if (err_ != cudaSuccess) {                                                  \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      return 1;                                                                 \
    }                                                                           \
  } while (0)

template <typename T>
__global__ void scale_kernel(T *data, T factor, int n) {
  static_assert(std::is_arithmetic<T>::value, "arithmetic only");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor;
}

template <typename T>
class DeviceBuffer {
public:
  explicit DeviceBuffer(size_t n) : n_(n) { cudaMalloc(&ptr_, n * sizeof(T)); }
  ~DeviceBuffer() { cudaFree(ptr_); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  void upload(const std::vector<T> &h) { cudaMemcpy(ptr_, h.data(), n_ * sizeof(T), cudaMemcpyHostToDevice); }
  std::vector<T> download() const {
    std::vector<T> h(n_);
    cudaMemcpy(h.data(), ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost);
    return h;
  }
  T *get() { return ptr_; }
  size_t size() const { return n_; }
private:
  T *ptr_ = nullptr;
  size_t n_;
};

class Pipeline {
public:
  using Stage = std::function<void(std::vector<float> &)>;
  void add(const std::string &name, Stage s) {
    names_.push_back(name);
    stages_.push_back(s);
  }
  void on_done(std::function<void(const std::string &, float)> cb) { callbacks_.push_back(cb); }
  void run(std::vector<float> &data) {
    for (size_t i = 0; i < stages_.size(); i++) {
      stages_[i](data);
      float sum = std::accumulate(data.begin(), data.end(), 0.0f);
      for (auto &cb : callbacks_) cb(names_[i], sum);
    }
  }
  size_t size() const { return stages_.size(); }
private:
  std::vector<std::string> names_;
  std::vector<Stage> stages_;
  std::vector<std::function<void(const std::string &, float)>> callbacks_;
};

struct Stats {
  int calls = 0;
  float last = 0;
  void operator()(const std::string &, float s) { calls++; last = s; }
};

int main() {
  const int n = 8;
  std::vector<float> h(n);
  std::iota(h.begin(), h.end(), 1.0f);
  DeviceBuffer<float> buf(n);
  Pipeline p;
  p.add("gpu-scale", [&buf](std::vector<float> &v) {
    buf.upload(v);
    scale_kernel<<<1, 32>>>(buf.get(), 2.0f, (int)buf.size());
    cudaDeviceSynchronize();
    v = buf.download();
  });
  p.add("offset", [](std::vector<float> &v) { for (auto &x : v) x += 1; });
  p.add("clip", [](std::vector<float> &v) {
    for (auto &x : v) x = x > 10 ? 10 : x;
  });
  std::map<std::string, float> log;
  p.on_done([&log](const std::string &name, float s) { log[name] = s; });
  auto stats = std::make_shared<Stats>();
  p.on_done([stats](const std::string &a, float s) { (*stats)(a, s); });
  p.run(h);
  for (const auto &[k, v] : log) printf("%-10s %6.1f\n", k.c_str(), v);
  printf("stages %zu calls %d last %.1f first %.1f\n", p.size(), stats->calls, stats->last, h[0]);
  CUDA_CHECK(cudaGetLastError());
  std::unique_ptr<DeviceBuffer<int>> ib = std::make_unique<DeviceBuffer<int>>(4);
  ib->upload({1, 2, 3, 4});
  scale_kernel<<<1, 4>>>(ib->get(), 3, 4);
  CUDA_CHECK(cudaDeviceSynchronize());
  auto r = ib->download();
  printf("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
  return 0;
}
// expect: clip         64.0
// expect: gpu-scale    72.0
// expect: offset       80.0
// expect: stages 3 calls 3 last 64.0 first 3.0
// expect: 3 6 9 12
