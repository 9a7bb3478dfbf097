// corpus/samples-blog/shared-reverse.cu: the NVIDIA blog's "Using Shared Memory in CUDA C/C++":
// staticReverse and dynamicReverse of a 64-element array (one block, __syncthreads between the
// store and the reversed load), the dynamic buffer split into arrays of three types by pointer
// casts as the post shows, cudaFuncSetCacheConfig and cudaFuncSetAttribute for the carve-out, and
// a shared-memory tile padded by one column against bank conflicts (the column sum of a 32x32
// tile read down its columns). Expected output by hand.
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void staticReverse(int *d, int n)
{
  __shared__ int s[64];
  int t = threadIdx.x;
  int tr = n-t-1;
  s[t] = d[t];
  __syncthreads();
  d[t] = s[tr];
}

__global__ void dynamicReverse(int *d, int n)
{
  extern __shared__ int s[];
  int t = threadIdx.x;
  int tr = n-t-1;
  s[t] = d[t];
  __syncthreads();
  d[t] = s[tr];
}

// several arrays in one dynamic allocation: nI ints, then nF floats, then nC chars
__global__ void splitShared(int nI, int nF, int nC, int *outI, float *outF, char *outC)
{
  extern __shared__ int s[];
  int *integerData = s;                        // nI ints
  float *floatData = (float*)&integerData[nI]; // nF floats
  char *charData = (char*)&floatData[nF];      // nC chars
  int t = threadIdx.x;
  if (t < nI) integerData[t] = t * t;
  if (t < nF) floatData[t] = t * 0.5f;
  if (t < nC) charData[t] = 'a' + t;
  __syncthreads();
  if (t < nI) outI[t] = integerData[nI - 1 - t];
  if (t < nF) outF[t] = floatData[nF - 1 - t];
  if (t < nC) outC[t] = charData[nC - 1 - t];
}

#define TILE 32
// each thread sums one column of a TILE x TILE tile: reading down a column hits one bank 32
// times without the padding column
__global__ void columnSums(const float *in, float *out)
{
  __shared__ float tile[TILE][TILE + 1];
  int x = threadIdx.x;
  for (int y = 0; y < TILE; y++)
    tile[y][x] = in[y * TILE + x];
  __syncthreads();
  float sum = 0.0f;
  for (int y = 0; y < TILE; y++)
    sum += tile[x][y];     // row x of the tile: thread x walks its own row, the bank is (x*33+y)%32
  out[x] = sum;
}

int main(void)
{
  const int n = 64;
  int a[n], r[n], d[n];

  for (int i = 0; i < n; i++) {
    a[i] = i;
    r[i] = n-i-1;
    d[i] = 0;
  }

  int *d_d;
  cudaMalloc(&d_d, n * sizeof(int));

  // run version with static shared memory
  cudaMemcpy(d_d, a, n*sizeof(int), cudaMemcpyHostToDevice);
  staticReverse<<<1,n>>>(d_d, n);
  cudaMemcpy(d, d_d, n*sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (d[i] != r[i]) { printf("Error: d[%d]!=r[%d] (%d, %d)\n", i, i, d[i], r[i]); bad++; }
  printf("staticReverse: %s\n", bad ? "FAILED" : "ok");

  // run dynamic shared memory version
  cudaFuncSetCacheConfig(dynamicReverse, cudaFuncCachePreferShared);
  cudaFuncSetAttribute(dynamicReverse, cudaFuncAttributePreferredSharedMemoryCarveout, cudaSharedmemCarveoutMaxShared);
  cudaMemcpy(d_d, a, n*sizeof(int), cudaMemcpyHostToDevice);
  dynamicReverse<<<1,n,n*sizeof(int)>>>(d_d, n);
  cudaMemcpy(d, d_d, n*sizeof(int), cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < n; i++)
    if (d[i] != r[i]) { printf("Error: d[%d]!=r[%d] (%d, %d)\n", i, i, d[i], r[i]); bad++; }
  printf("dynamicReverse: %s\n", bad ? "FAILED" : "ok");

  // three arrays in one dynamic allocation
  const int nI = 5, nF = 6, nC = 7;
  int *dI; float *dF; char *dC;
  cudaMalloc(&dI, nI * sizeof(int));
  cudaMalloc(&dF, nF * sizeof(float));
  cudaMalloc(&dC, nC + 1);
  cudaMemset(dC, 0, nC + 1);
  splitShared<<<1, 8, nI*sizeof(int) + nF*sizeof(float) + nC*sizeof(char)>>>(nI, nF, nC, dI, dF, dC);
  int hI[nI]; float hF[nF]; char hC[nC + 1];
  cudaMemcpy(hI, dI, sizeof hI, cudaMemcpyDeviceToHost);
  cudaMemcpy(hF, dF, sizeof hF, cudaMemcpyDeviceToHost);
  cudaMemcpy(hC, dC, sizeof hC, cudaMemcpyDeviceToHost);
  printf("split:");
  for (int i = 0; i < nI; i++) printf(" %d", hI[i]);
  printf(" |");
  for (int i = 0; i < nF; i++) printf(" %.1f", hF[i]);
  printf(" | %s\n", hC);

  // the padded tile
  float hin[TILE * TILE], hout[TILE];
  for (int i = 0; i < TILE * TILE; i++) hin[i] = (float)(i % TILE) + (i / TILE) * 0.25f;
  float *din, *dout;
  cudaMalloc(&din, sizeof hin);
  cudaMalloc(&dout, sizeof hout);
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  columnSums<<<1, TILE>>>(din, dout);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  printf("row sums: %.2f %.2f %.2f\n", hout[0], hout[1], hout[31]);

  cudaError_t err = cudaGetLastError();
  printf("%s\n", cudaGetErrorString(err));
  cudaFree(d_d); cudaFree(dI); cudaFree(dF); cudaFree(dC); cudaFree(din); cudaFree(dout);
  return 0;
}
// Row x of the tile holds y + 0.25x for y = 0..31: its sum is 496 + 8x.
// expect: staticReverse: ok
// expect: dynamicReverse: ok
// expect: split: 16 9 4 1 0 | 2.5 2.0 1.5 1.0 0.5 0.0 | gfedcba
// expect: row sums: 496.00 504.00 744.00
// expect: no error
