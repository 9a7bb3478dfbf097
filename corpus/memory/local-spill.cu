// corpus/memory/local-spill.cu: write-back and eviction under pressure. Each of 64 threads of
// one block fills a 1 KiB local array, 64 KiB in all on one SM whose L1 holds 16 KiB: local
// stores (st.local.wb) leave dirty lines in L1, a line can only be evicted once (wb_L1) has
// written it back to L2 [H §4.6], so reservations wait (listings 4.2 and 4.3 defer) until the
// write-back rules free a line, and the later loads find the bytes in L2 or DRAM. Every seed
// must print the same sums as --memory=sc.
// SPDX-License-Identifier: MIT
#include <stdio.h>

#define N 256

__global__ void spill(int *out)
{
  int a[N];
  int t = threadIdx.x;
  for (int i = 0; i < N; i++)
    a[i] = t * i;
  int sum = 0;
  for (int i = N - 1; i >= 0; i -= 3)
    sum += a[i];
  out[t] = sum;
}

int main(void)
{
  int *out, h[64];
  cudaMalloc(&out, sizeof(h));
  spill<<<1, 64>>>(out);
  cudaMemcpy(h, out, sizeof(h), cudaMemcpyDeviceToHost);
  long long total = 0;
  for (int t = 0; t < 64; t++)
    total += h[t];
  printf("out[1] = %d, out[63] = %d, total = %lld\n", h[1], h[63], total);
  cudaFree(out);
  return 0;
}
