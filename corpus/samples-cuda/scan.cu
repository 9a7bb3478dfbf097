// corpus/samples-cuda/scan.cu: a work-efficient (Blelloch) exclusive prefix sum as the scan sample and
// GPU Gems 3 write it: an up-sweep and a down-sweep over shared memory with bank-conflict
// padding, per-block sums scanned recursively and added back, checked against a host scan.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

#define NUM_BANKS 32
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)
#define BLOCK 128            /* threads per block; each scans 2*BLOCK elements */
#define ELEMS (2 * BLOCK)

__global__ void prescan(unsigned *out, const unsigned *in, unsigned *sums, int n)
{
  __shared__ unsigned temp[ELEMS + ELEMS / NUM_BANKS];
  int thid = threadIdx.x;
  int base = blockIdx.x * ELEMS;
  int ai = thid, bi = thid + BLOCK;
  int bankOffsetA = CONFLICT_FREE_OFFSET(ai);
  int bankOffsetB = CONFLICT_FREE_OFFSET(bi);
  temp[ai + bankOffsetA] = base + ai < n ? in[base + ai] : 0;
  temp[bi + bankOffsetB] = base + bi < n ? in[base + bi] : 0;

  int offset = 1;
  for (int d = ELEMS >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int a = offset * (2 * thid + 1) - 1;
      int b = offset * (2 * thid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      temp[b] += temp[a];
    }
    offset *= 2;
  }
  if (thid == 0) {
    int last = ELEMS - 1 + CONFLICT_FREE_OFFSET(ELEMS - 1);
    if (sums) sums[blockIdx.x] = temp[last];
    temp[last] = 0;
  }
  for (int d = 1; d < ELEMS; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int a = offset * (2 * thid + 1) - 1;
      int b = offset * (2 * thid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      unsigned t = temp[a];
      temp[a] = temp[b];
      temp[b] += t;
    }
  }
  __syncthreads();
  if (base + ai < n) out[base + ai] = temp[ai + bankOffsetA];
  if (base + bi < n) out[base + bi] = temp[bi + bankOffsetB];
}

__global__ void uniformAdd(unsigned *data, const unsigned *incr, int n)
{
  __shared__ unsigned uni;
  if (threadIdx.x == 0) uni = incr[blockIdx.x];
  __syncthreads();
  int i = blockIdx.x * ELEMS + threadIdx.x;
  if (i < n) data[i] += uni;
  if (i + BLOCK < n) data[i + BLOCK] += uni;
}

/* scans d_in (n elements) into d_out; recursive over the block sums */
static void scanLevel(unsigned *d_out, const unsigned *d_in, int n)
{
  int blocks = (n + ELEMS - 1) / ELEMS;
  if (blocks == 1) {
    prescan<<<1, BLOCK>>>(d_out, d_in, NULL, n);
    return;
  }
  unsigned *d_sums, *d_incr;
  cudaMalloc(&d_sums, blocks * sizeof(unsigned));
  cudaMalloc(&d_incr, blocks * sizeof(unsigned));
  prescan<<<blocks, BLOCK>>>(d_out, d_in, d_sums, n);
  scanLevel(d_incr, d_sums, blocks);
  uniformAdd<<<blocks, BLOCK>>>(d_out, d_incr, n);
  cudaFree(d_sums);
  cudaFree(d_incr);
}

int main(void)
{
  const int sizes[] = { 1, 200, 256, 1000, 70000 };
  int failures = 0;
  for (int s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); s++) {
    int n = sizes[s];
    unsigned *h_in = (unsigned *)malloc(n * sizeof(unsigned));
    unsigned *h_out = (unsigned *)malloc(n * sizeof(unsigned));
    for (int i = 0; i < n; i++) h_in[i] = (i * 7 + 3) % 10;
    unsigned *d_in, *d_out;
    cudaMalloc(&d_in, n * sizeof(unsigned));
    cudaMalloc(&d_out, n * sizeof(unsigned));
    cudaMemcpy(d_in, h_in, n * sizeof(unsigned), cudaMemcpyHostToDevice);
    scanLevel(d_out, d_in, n);
    cudaMemcpy(h_out, d_out, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
    unsigned ref = 0;
    int bad = 0;
    for (int i = 0; i < n; i++) {
      if (h_out[i] != ref) bad++;
      ref += h_in[i];
    }
    printf("n=%-6d last=%-7u total=%-7u %s\n", n, h_out[n - 1], ref, bad ? "FAILED" : "PASSED");
    failures += bad != 0;
    cudaFree(d_in);
    cudaFree(d_out);
    free(h_in);
    free(h_out);
  }
  return failures;
}
// expect: n=1      last=0       total=3       PASSED
// expect: n=200    last=894     total=900     PASSED
// expect: n=256    last=1140    total=1148    PASSED
// expect: n=1000   last=4494    total=4500    PASSED
// expect: n=70000  last=314994  total=315000  PASSED
