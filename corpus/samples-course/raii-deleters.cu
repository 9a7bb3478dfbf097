// corpus/samples-course/raii-deleters.cu: modern C++ host code around CUDA as courses now teach
// it: device, pinned and stream resources owned by std::unique_ptr with custom deleters (a
// deleter struct calling cudaFree, decltype(&cudaFreeHost) and decltype(&cudaStreamDestroy)
// function-pointer deleters, the stream's pointee named with std::remove_pointer), a factory
// that throws std::runtime_error on failure, get_deleter(), release() and reset(), moves into a
// std::vector of owners, and a templated functor applied by a kernel. A deleter that logs shows
// the order C++ destroys the owners in. Expected output by hand and from the C++ rules.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <memory>
#include <vector>
#include <stdexcept>
#include <string>
#include <type_traits>

static int freed = 0;

struct CudaFree {
  const char *tag;
  void operator()(void *p) const
  {
    cudaError_t e = cudaFree(p);
    printf("  cudaFree(%s): %s\n", tag, cudaGetErrorString(e));
    freed++;
  }
};

template <typename T>
using device_ptr = std::unique_ptr<T[], CudaFree>;

template <typename T>
device_ptr<T> device_alloc(size_t n, const char *tag)
{
  void *p = nullptr;
  cudaError_t e = cudaMalloc(&p, n * sizeof(T));
  if (e != cudaSuccess)
    throw std::runtime_error(std::string("cudaMalloc of ") + tag + ": " + cudaGetErrorString(e));
  return device_ptr<T>(static_cast<T *>(p), CudaFree{tag});
}

using pinned_ptr = std::unique_ptr<float, decltype(&cudaFreeHost)>;
using stream_ptr = std::unique_ptr<std::remove_pointer<cudaStream_t>::type, decltype(&cudaStreamDestroy)>;

struct Scale {
  float s;
  __device__ float operator()(float x) const { return s * x + 1.0f; }
};

template <typename F>
__global__ void transform(const float *in, float *out, int n, F f)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(in[i]);
}

int main()
{
  const int n = 1000;
  float *raw_pinned = nullptr;
  cudaMallocHost(&raw_pinned, n * sizeof(float));
  pinned_ptr host(raw_pinned, &cudaFreeHost);
  for (int i = 0; i < n; i++) host.get()[i] = 0.5f * i;

  cudaStream_t raw_stream;
  cudaStreamCreate(&raw_stream);
  stream_ptr stream(raw_stream, &cudaStreamDestroy);

  std::vector<device_ptr<float>> buffers;
  buffers.push_back(device_alloc<float>(n, "input"));
  buffers.push_back(device_alloc<float>(n, "output"));
  printf("%zu device buffers, deleters '%s' and '%s'\n", buffers.size(), buffers[0].get_deleter().tag,
         buffers[1].get_deleter().tag);

  cudaMemcpyAsync(buffers[0].get(), host.get(), n * sizeof(float), cudaMemcpyHostToDevice, stream.get());
  transform<<<(n + 255) / 256, 256, 0, stream.get()>>>(buffers[0].get(), buffers[1].get(), n, Scale{2.0f});
  cudaMemcpyAsync(host.get(), buffers[1].get(), n * sizeof(float), cudaMemcpyDeviceToHost, stream.get());
  cudaStreamSynchronize(stream.get());
  printf("host[0] = %g, host[999] = %g\n", host.get()[0], host.get()[999]);

  try {
    auto huge = device_alloc<double>(size_t(1) << 60, "huge");
    printf("allocated the impossible\n");
  } catch (const std::runtime_error &e) {
    printf("caught: %s\n", e.what());
  }

  {
    device_ptr<int> scratch = device_alloc<int>(16, "scratch");
    int *kept = scratch.release();
    printf("released scratch: %s\n", scratch ? "still owned" : "no longer owned");
    scratch.reset(kept);   // owned again, freed at the end of this block
    printf("leaving the block\n");
  }
  buffers.erase(buffers.begin());
  printf("erased the first buffer, %d freed so far\n", freed);
  buffers.clear();
  printf("cleared, %d freed\n", freed);
  return 0;
}
// expect: 2 device buffers, deleters 'input' and 'output'
// expect: host[0] = 1, host[999] = 1000
// expect: caught: cudaMalloc of huge: out of memory
// expect: released scratch: no longer owned
// expect: leaving the block
// expect:   cudaFree(scratch): no error
// expect:   cudaFree(input): no error
// expect: erased the first buffer, 2 freed so far
// expect:   cudaFree(output): no error
// expect: cleared, 3 freed
