// corpus/memory/local-spill.cu: write-back and eviction under pressure. Each of 64 threads of
// one block fills a 1 KiB local array, 64 KiB in all on one SM whose L1 holds 16 KiB: local
// stores (st.local.wb) leave dirty lines in L1, a line can only be evicted once (wb_L1) has
// written it back to L2 [H §4.6], so reservations wait (listings 4.2 and 4.3 defer) until the
// write-back rules free a line, and the later loads find the bytes in L2 or DRAM. Every seed
// must print the same sums as --memory=sc, with no finding: each thread reads its own stores
// (a load reported at its issue, before the thread's store to the same bytes had landed, was once
// taken for an uninitialised read; and 5 minutes a seed became 1.3 s).
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

// cudak-args: --memory=fermi --explore=3
// timeout: 120
// expect: cudak: explored 3 seeds (0-2): 1 distinct outcome
// expect: outcome 1: 3 seeds (0-2): exit 0, no findings
// expect:   | out[1] = 10965, out[63] = 690795, total = 22105440
