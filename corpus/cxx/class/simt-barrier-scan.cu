// corpus/cxx/class/simt-barrier-scan.cu: corpus/simt/cf-barrier-scan.cu with classes: the
// block's shared arrays are reached through a small class whose member functions hold the
// barriers inside loops with divergent bodies (an inclusive scan and a tree reduction), and an
// index class with operators. Same expected output as the original.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NB 3
#define NT 96

struct Lane {
  int t;
  __device__ explicit Lane(int i) : t(i) {}
  __device__ bool operator<(int n) const { return t < n; }
  __device__ bool operator>=(int n) const { return t >= n; }
  __device__ int operator-(int k) const { return t - k; }
  __device__ operator int() const { return t; }
};

class BlockScan {
  int *s, *r;
  int n;
public:
  __device__ BlockScan(int *s_, int *r_, int n_) : s(s_), r(r_), n(n_) {}
  __device__ void load(const int *in, Lane t)
  {
    s[t] = t < n ? in[t] : 0;
    r[t] = s[t];
    __syncthreads();
  }
  __device__ void scan(Lane t)
  {
    for (int st = 1; st < n; st *= 2) {
      int v = 0;
      if (t >= st && t < n)
        v = s[t - st];
      __syncthreads();
      if (t >= st && t < n)
        s[t] += v;
      __syncthreads();
    }
  }
  __device__ int reduce_positive(Lane t)
  {
    for (int half = 64; half > 0; half /= 2) {
      if (t < half && t + half < NT) {
        if (r[t + half] > 0)
          r[t] += r[t + half];
      }
      __syncthreads();
    }
    return r[0];
  }
  __device__ int at(Lane t) const { return s[t]; }
  __device__ int size() const { return n; }
};

__global__ void scan(const int *in, int *out, int *sums)
{
  __shared__ int s[NT];
  __shared__ int r[NT];
  Lane t(threadIdx.x);
  BlockScan b(s, r, NT - 16 * blockIdx.x);
  b.load(in + blockIdx.x * NT, t);
  b.scan(t);
  int total = b.reduce_positive(t);
  if (t < b.size())
    out[blockIdx.x * NT + t] = b.at(t);
  if (t == 0)
    sums[blockIdx.x] = total;
}

int main(void)
{
  int h[NB * NT], hs[NB], *din, *dout, *dsum;
  for (int i = 0; i < NB * NT; i++)
    h[i] = (i * 7) % 11 - 2;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMalloc(&dsum, sizeof hs);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  scan<<<NB, NT>>>(din, dout, dsum);
  cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(hs, dsum, sizeof hs, cudaMemcpyDeviceToHost);
  for (int b = 0; b < NB; b++) {
    int n = NT - 16 * b;
    for (int i = 0; i < n; i += 16) {
      printf("block %d scan %2d-%2d:", b, i, i + 15 < n ? i + 15 : n - 1);
      for (int j = i; j < i + 16 && j < n; j++)
        printf(" %d", h[b * NT + j]);
      printf("\n");
    }
    printf("block %d sum of positive partial sums: %d\n", b, hs[b]);
  }
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dsum);
  return 0;
}
// The expected output comes from ref/cf-barrier-scan.c (sequential C, not the shim: barriers).
// cudak-args: --verify-cfc
// expect: block 0 scan  0-15: -2 3 4 12 16 16 23 26 25 31 33 31 36 37 45 49
// expect: block 0 scan 16-31: 49 56 59 58 64 66 64 69 70 78 82 82 89 92 91 97
// expect: block 0 scan 32-47: 99 97 102 103 111 115 115 122 125 124 130 132 130 135 136 144
// expect: block 0 scan 48-63: 148 148 155 158 157 163 165 163 168 169 177 181 181 188 191 190
// expect: block 0 scan 64-79: 196 198 196 201 202 210 214 214 221 224 223 229 231 229 234 235
// expect: block 0 scan 80-95: 243 247 247 254 257 256 262 264 262 267 268 276 280 280 287 290
// expect: block 0 sum of positive partial sums: 307
// expect: block 1 scan  0-15: -1 5 7 5 10 11 19 23 23 30 33 32 38 40 38 43
// expect: block 1 scan 16-31: 44 52 56 56 63 66 65 71 73 71 76 77 85 89 89 96
// expect: block 1 scan 32-47: 99 98 104 106 104 109 110 118 122 122 129 132 131 137 139 137
// expect: block 1 scan 48-63: 142 143 151 155 155 162 165 164 170 172 170 175 176 184 188 188
// expect: block 1 scan 64-79: 195 198 197 203 205 203 208 209 217 221 221 228 231 230 236 238
// expect: block 1 sum of positive partial sums: 251
// expect: block 2 scan  0-15: 0 7 10 9 15 17 15 20 21 29 33 33 40 43 42 48
// expect: block 2 scan 16-31: 50 48 53 54 62 66 66 73 76 75 81 83 81 86 87 95
// expect: block 2 scan 32-47: 99 99 106 109 108 114 116 114 119 120 128 132 132 139 142 141
// expect: block 2 scan 48-63: 147 149 147 152 153 161 165 165 172 175 174 180 182 180 185 186
// expect: block 2 sum of positive partial sums: 195
