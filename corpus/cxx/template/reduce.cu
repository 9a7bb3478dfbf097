// A templated block reduction as CUDA code writes it: the element type and the block size are
// template parameters, the shared array is `__shared__ T s[BLOCK]`, and the kernel is launched
// as `reduce<float, 256><<<g, b>>>(...)`: one instance per argument list, each a kernel of its
// own (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdlib>

template <typename T, int BLOCK>
__global__ void reduce(const T *in, T *out, int n)
{
  __shared__ T s[BLOCK];
  int tid = threadIdx.x;
  int i = blockIdx.x * BLOCK + tid;
  s[tid] = i < n ? in[i] : T(0);
  __syncthreads();
  for (int k = BLOCK / 2; k > 0; k >>= 1)
    {
      if (tid < k)
        s[tid] += s[tid + k];
      __syncthreads();
    }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}

template <typename T, int BLOCK>
T run(int n)
{
  int blocks = (n + BLOCK - 1) / BLOCK;
  T *h = (T *)malloc(n * sizeof(T)), *part = (T *)malloc(blocks * sizeof(T));
  for (int i = 0; i < n; i++)
    h[i] = T(i % 7);
  T *din, *dout;
  cudaMalloc(&din, n * sizeof(T));
  cudaMalloc(&dout, blocks * sizeof(T));
  cudaMemcpy(din, h, n * sizeof(T), cudaMemcpyHostToDevice);
  reduce<T, BLOCK><<<blocks, BLOCK>>>(din, dout, n);
  cudaMemcpy(part, dout, blocks * sizeof(T), cudaMemcpyDeviceToHost);
  T total = 0;
  for (int b = 0; b < blocks; b++)
    total += part[b];
  cudaFree(din);
  cudaFree(dout);
  free(h);
  free(part);
  return total;
}

int main()
{
  printf("%g\n", run<float, 256>(1000));
  printf("%d\n", run<int, 64>(300));
  printf("%g\n", (double)run<double, 32>(33));
  return 0;
}
// expect: 2997
// expect: 897
// expect: 94
