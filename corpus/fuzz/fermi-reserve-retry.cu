// Found by make fuzz-run (issue 24) on corpus/frontend/valid/shared-structs.cu under
// --memory=fermi: a reserveL1 that deferred (no free line) was retried after another lane's load
// had reserved the same line, and the run stopped with "memory program listing 4.2 (ld .ca) ...
// is stuck (⊥) at line 3: reserveL1". The retry now runs again from the guard `if (!isCachedL1)`.
// The program is shared-structs.cu's: three blocks reduce arrays of 12-byte structs.
// cudak-args: --memory=fermi
#include <stdio.h>

#define THREADS 64

struct stat { float sum; int count; float max; };

static __device__ __forceinline__ struct stat combine(struct stat a, struct stat b)
{
  struct stat r;
  r.sum = a.sum + b.sum;
  r.count = a.count + b.count;
  r.max = a.max > b.max ? a.max : b.max;
  return r;
}

static __device__ __noinline__ float value_of(const float *__restrict__ v, int i, int n)
{
  return i < n ? v[i] : 0.0f;
}

__global__ void __launch_bounds__(THREADS) reduce_static(const float *__restrict__ v, int n,
                                                         struct stat *__restrict__ out)
{
  __shared__ struct stat part[THREADS];
  int t = threadIdx.x;
  float x = value_of(v, blockIdx.x * THREADS + t, n);
  part[t].sum = x;
  part[t].count = blockIdx.x * THREADS + t < n;
  part[t].max = x;
  __syncthreads();
  for (int s = THREADS / 2; s > 0; s >>= 1) {
    if (t < s)
      part[t] = combine(part[t], part[t + s]);
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[0];
}

extern __shared__ struct stat dyn_part[];

__global__ void __launch_bounds__(256, 1) reduce_dynamic(const struct stat *in, int n,
                                                        struct stat *out)
{
  int t = threadIdx.x;
  if (t < n)
    dyn_part[t] = in[t];
  else {
    struct stat zero = {0.0f, 0, -1e30f};
    dyn_part[t] = zero;
  }
  __syncthreads();
  if (t == 0) {
    struct stat acc = dyn_part[0];
    for (int i = 1; i < blockDim.x; i++)
      acc = combine(acc, dyn_part[i]);
    *out = acc;
  }
}

int main(void)
{
  const int n = 150, blocks = (n + THREADS - 1) / THREADS;
  float h[n];
  for (int i = 0; i < n; i++)
    h[i] = (float) ((i * 37) % 101);
  float *dv;
  struct stat *dparts, *dtotal, total;
  cudaMalloc(&dv, sizeof h);
  cudaMalloc(&dparts, blocks * sizeof(struct stat));
  cudaMalloc(&dtotal, sizeof total);
  cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice);
  reduce_static<<<blocks, THREADS>>>(dv, n, dparts);
  reduce_dynamic<<<1, 4, 4 * sizeof(struct stat)>>>(dparts, blocks, dtotal);
  cudaMemcpy(&total, dtotal, sizeof total, cudaMemcpyDeviceToHost);
  printf("blocks=%d sum=%.0f count=%d max=%.0f\n", blocks, total.sum, total.count, total.max);
  cudaFree(dv);
  cudaFree(dparts);
  cudaFree(dtotal);
  return 0;
}
//
// expect: blocks=3 sum=7455 count=150 max=100
// SPDX-License-Identifier: MIT
