// Matrices held in std::vector<float>, a 2D-grid kernel, the result checked against a host reference with std::transform/max_element and std::equal with a tolerance lambda (issue 20).
// Expected output: the host build with g++ 12/libstdc++ (kernels run by a serial shim).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cmath>
#include <vector>
#include <algorithm>
#include <numeric>

__global__ void matmul(const float *a, const float *b, float *c, int n)
{
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n && col < n)
    {
      float s = 0.0f;
      for (int k = 0; k < n; k++)
        s += a[row * n + k] * b[k * n + col];
      c[row * n + col] = s;
    }
}

int main()
{
  const int n = 8;
  std::vector<float> a(n * n), b(n * n), c(n * n), ref(n * n, 0.0f);
  for (int i = 0; i < n * n; i++)
    {
      a[i] = (float) (i % 5) * 0.5f;
      b[i] = (float) ((i * 3) % 7) - 2.0f;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        ref[i * n + j] += a[i * n + k] * b[k * n + j];
  float *da, *db, *dc;
  size_t bytes = a.size() * sizeof(float);
  cudaMalloc(&da, bytes);
  cudaMalloc(&db, bytes);
  cudaMalloc(&dc, bytes);
  cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), bytes, cudaMemcpyHostToDevice);
  dim3 block(4, 4), grid(2, 2);
  matmul<<<grid, block>>>(da, db, dc, n);
  cudaMemcpy(c.data(), dc, bytes, cudaMemcpyDeviceToHost);
  std::vector<float> err(n * n);
  std::transform(c.begin(), c.end(), ref.begin(), err.begin(), [](float x, float y) { return fabsf(x - y); });
  printf("max error %g\n", *std::max_element(err.begin(), err.end()));
  printf("equal %d\n", (int) std::equal(c.begin(), c.end(), ref.begin(), [](float x, float y) { return fabsf(x - y) < 1e-4f; }));
  printf("trace %g sum %g\n", c[0] + c[9] + c[18] + c[27] + c[36] + c[45] + c[54] + c[63], std::accumulate(c.begin(), c.end(), 0.0f));
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  return 0;
}
// expect: max error 0
// expect: equal 1
// expect: trace 62.5 sum 484.5
