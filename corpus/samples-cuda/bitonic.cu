// corpus/samples-cuda/bitonic.cu: bitonic sort as the sortingNetworks sample writes it: key-value
// pairs sorted in shared memory by one block per array (compare-exchange with a direction),
// then a larger array sorted with the global-memory merge steps launched from the host loop.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

#define SHARED_SIZE_LIMIT 512U

__device__ inline void Comparator(unsigned &keyA, unsigned &valA, unsigned &keyB, unsigned &valB, unsigned dir)
{
  unsigned t;
  if ((keyA > keyB) == dir) {
    t = keyA; keyA = keyB; keyB = t;
    t = valA; valA = valB; valB = t;
  }
}

__global__ void bitonicSortShared(unsigned *d_DstKey, unsigned *d_DstVal, unsigned *d_SrcKey,
                                  unsigned *d_SrcVal, unsigned arrayLength, unsigned dir)
{
  __shared__ unsigned s_key[SHARED_SIZE_LIMIT];
  __shared__ unsigned s_val[SHARED_SIZE_LIMIT];
  d_SrcKey += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_SrcVal += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_DstKey += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_DstVal += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  s_key[threadIdx.x + 0] = d_SrcKey[0];
  s_val[threadIdx.x + 0] = d_SrcVal[0];
  s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)] = d_SrcKey[(SHARED_SIZE_LIMIT / 2)];
  s_val[threadIdx.x + (SHARED_SIZE_LIMIT / 2)] = d_SrcVal[(SHARED_SIZE_LIMIT / 2)];

  for (unsigned size = 2; size < arrayLength; size <<= 1) {
    unsigned ddd = dir ^ ((threadIdx.x & (size / 2)) != 0);
    for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      unsigned pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
      Comparator(s_key[pos + 0], s_val[pos + 0], s_key[pos + stride], s_val[pos + stride], ddd);
    }
  }
  for (unsigned stride = arrayLength / 2; stride > 0; stride >>= 1) {
    __syncthreads();
    unsigned pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
    Comparator(s_key[pos + 0], s_val[pos + 0], s_key[pos + stride], s_val[pos + stride], dir);
  }
  __syncthreads();
  d_DstKey[0] = s_key[threadIdx.x + 0];
  d_DstVal[0] = s_val[threadIdx.x + 0];
  d_DstKey[(SHARED_SIZE_LIMIT / 2)] = s_key[threadIdx.x + (SHARED_SIZE_LIMIT / 2)];
  d_DstVal[(SHARED_SIZE_LIMIT / 2)] = s_val[threadIdx.x + (SHARED_SIZE_LIMIT / 2)];
}

/* one step of the global bitonic network: j is the partner distance, k the sequence size */
__global__ void bitonicStepGlobal(unsigned *key, unsigned *val, unsigned j, unsigned k)
{
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned ixj = i ^ j;
  if (ixj > i) {
    bool up = (i & k) == 0;
    if ((key[i] > key[ixj]) == up) {
      unsigned t = key[i]; key[i] = key[ixj]; key[ixj] = t;
      t = val[i]; val[i] = val[ixj]; val[ixj] = t;
    }
  }
}

static int check(const unsigned *key, const unsigned *val, const unsigned *src, unsigned n, int dir)
{
  for (unsigned i = 0; i + 1 < n; i++)
    if (dir ? key[i] > key[i + 1] : key[i] < key[i + 1]) return 0;
  for (unsigned i = 0; i < n; i++)
    if (src[val[i]] != key[i]) return 0;
  return 1;
}

int main(void)
{
  const unsigned N = 4096;
  unsigned *h_key = (unsigned *)malloc(N * sizeof(unsigned));
  unsigned *h_val = (unsigned *)malloc(N * sizeof(unsigned));
  unsigned *h_out = (unsigned *)malloc(N * sizeof(unsigned));
  unsigned *h_outv = (unsigned *)malloc(N * sizeof(unsigned));
  unsigned seed = 12345;
  for (unsigned i = 0; i < N; i++) {
    seed = seed * 1103515245u + 12345u;
    h_key[i] = (seed >> 16) % 100000;
    h_val[i] = i;
  }
  unsigned *d_key, *d_val, *d_okey, *d_oval;
  cudaMalloc(&d_key, N * sizeof(unsigned));
  cudaMalloc(&d_val, N * sizeof(unsigned));
  cudaMalloc(&d_okey, N * sizeof(unsigned));
  cudaMalloc(&d_oval, N * sizeof(unsigned));
  cudaMemcpy(d_key, h_key, N * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemcpy(d_val, h_val, N * sizeof(unsigned), cudaMemcpyHostToDevice);

  for (unsigned dir = 0; dir < 2; dir++) {
    unsigned blocks = N / SHARED_SIZE_LIMIT;
    bitonicSortShared<<<blocks, SHARED_SIZE_LIMIT / 2>>>(d_okey, d_oval, d_key, d_val, SHARED_SIZE_LIMIT, dir);
    cudaDeviceSynchronize();
    cudaMemcpy(h_out, d_okey, N * sizeof(unsigned), cudaMemcpyDeviceToHost);
    cudaMemcpy(h_outv, d_oval, N * sizeof(unsigned), cudaMemcpyDeviceToHost);
    int ok = 1;
    for (unsigned b = 0; b < blocks; b++)
      ok &= check(h_out + b * SHARED_SIZE_LIMIT, h_outv + b * SHARED_SIZE_LIMIT, h_key, SHARED_SIZE_LIMIT, dir);
    printf("shared sort of %u arrays of %u, dir %u: %s\n", blocks, SHARED_SIZE_LIMIT, dir, ok ? "OK" : "FAILED");
  }

  cudaMemcpy(d_okey, d_key, N * sizeof(unsigned), cudaMemcpyDeviceToDevice);
  cudaMemcpy(d_oval, d_val, N * sizeof(unsigned), cudaMemcpyDeviceToDevice);
  int launches = 0;
  for (unsigned k = 2; k <= N; k <<= 1)
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      bitonicStepGlobal<<<N / 256, 256>>>(d_okey, d_oval, j, k);
      launches++;
    }
  cudaMemcpy(h_out, d_okey, N * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(h_outv, d_oval, N * sizeof(unsigned), cudaMemcpyDeviceToHost);
  printf("global sort of %u keys in %d launches: min %u max %u %s\n", N, launches, h_out[0],
         h_out[N - 1], check(h_out, h_outv, h_key, N, 1) ? "OK" : "FAILED");
  cudaFree(d_key); cudaFree(d_val); cudaFree(d_okey); cudaFree(d_oval);
  free(h_key); free(h_val); free(h_out); free(h_outv);
  return 0;
}
// expect: shared sort of 8 arrays of 512, dir 0: OK
// expect: shared sort of 8 arrays of 512, dir 1: OK
// expect: global sort of 4096 keys in 78 launches: min 19 max 65535 OK
