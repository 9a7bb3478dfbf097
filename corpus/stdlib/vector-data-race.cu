// A kernel races on the memory a std::vector's data() was copied to: every thread adds its
// element to sum[0] without an atomic. The race is reported at the user's line (issue 20).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <vector>
#include <numeric>

__global__ void total(const int *x, int *sum, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    sum[0] += x[i];
}

int main()
{
  std::vector<int> v(64);
  std::iota(v.begin(), v.end(), 1);
  int *dx, *dsum;
  cudaMalloc(&dx, v.size() * sizeof(int));
  cudaMalloc(&dsum, sizeof(int));
  cudaMemcpy(dx, v.data(), v.size() * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(dsum, 0, sizeof(int));
  total<<<2, 32>>>(dx, dsum, (int) v.size());
  int sum = 0;
  cudaMemcpy(&sum, dsum, sizeof(int), cudaMemcpyDeviceToHost);
  printf("expected %d\n", std::accumulate(v.begin(), v.end(), 0));
  cudaFree(dx);
  cudaFree(dsum);
  return 0;
}
// expect: expected 2080
// expect-exit: 1
// expect-report: ^vector-data-race\.cu:12:12: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at vector-data-race\.cu:21:3 conflicts with an earlier read$
// expect-report: ^vector-data-race\.cu:12:12: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at vector-data-race\.cu:21:3 conflicts with the write of another lane of the same statement$
// expect-report: ^vector-data-race\.cu:12:12: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at vector-data-race\.cu:21:3 conflicts with an earlier write$
