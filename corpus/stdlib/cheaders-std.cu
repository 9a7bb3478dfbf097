// The C headers in their C++ spelling declare their names in namespace std as well, as
// libstdc++'s do: std::uint32_t and the other <cstdint> types, std::size_t, std::time and
// std::clock, used as C++ code writes them. Expected output: g++ 12.
// SPDX-License-Identifier: MIT
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <ctime>

__global__ void hash(const std::uint32_t *in, std::uint64_t *out, std::size_t n)
{
  std::size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (std::uint64_t) in[i] * 2654435761u;
}

int main()
{
  std::uint32_t h[4] = { 1, 2, 3, 4000000000u };
  std::uint32_t *din;
  std::uint64_t *dout, r[4];
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof r);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  hash<<<1, 4>>>(din, dout, 4);
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  printf("%llu %llu\n", (unsigned long long) r[0], (unsigned long long) r[3]);
  std::int8_t small = -128;
  std::time_t t = std::time(nullptr);
  std::clock_t c = std::clock();
  printf("%d %zu %d\n", small, sizeof(std::uint16_t), (int) (t > 0 && c >= 0));
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
// expect: 2654435761 10617743044000000000
// expect: -128 2 1
