/* corpus/samples-books/pmpp-kernels.cu: kernels of "Programming Massively Parallel Processors"
 * as the book writes them, in C style: tiled matrix multiplication with boundary checks for
 * sizes that are not multiples of TILE_WIDTH; 2-D convolution with the mask in __constant__
 * memory (a basic kernel, and a tiled one whose blocks load input tiles with their halo cells);
 * sparse matrix-vector products over CSR and ELL layouts with the matrix built on the host; and
 * the parallel merge by co-rank (each thread finds its output range by a binary search).
 * Every result is checked against a host computation; integers keep the sums exact. */
/* SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TILE_WIDTH 16

__global__ void MatrixMulKernel(float *M, float *N, float *P, int Width, int Height, int K)
{
  __shared__ float Mds[TILE_WIDTH][TILE_WIDTH];
  __shared__ float Nds[TILE_WIDTH][TILE_WIDTH];
  int bx = blockIdx.x; int by = blockIdx.y;
  int tx = threadIdx.x; int ty = threadIdx.y;
  int Row = by * TILE_WIDTH + ty;
  int Col = bx * TILE_WIDTH + tx;
  float Pvalue = 0;
  for (int ph = 0; ph < (K + TILE_WIDTH - 1) / TILE_WIDTH; ++ph) {
    if ((Row < Height) && (ph * TILE_WIDTH + tx) < K)
      Mds[ty][tx] = M[Row * K + ph * TILE_WIDTH + tx];
    else
      Mds[ty][tx] = 0;
    if ((ph * TILE_WIDTH + ty) < K && Col < Width)
      Nds[ty][tx] = N[(ph * TILE_WIDTH + ty) * Width + Col];
    else
      Nds[ty][tx] = 0;
    __syncthreads();
    for (int k = 0; k < TILE_WIDTH; ++k)
      Pvalue += Mds[ty][k] * Nds[k][tx];
    __syncthreads();
  }
  if ((Row < Height) && (Col < Width))
    P[Row * Width + Col] = Pvalue;
}

#define MASK_DIM 5
#define MASK_OFFSET (MASK_DIM / 2)
#define OUT_TILE_DIM 12
#define IN_TILE_DIM (OUT_TILE_DIM + MASK_DIM - 1)
__constant__ int mask[MASK_DIM * MASK_DIM];

__global__ void convolution_2D_basic(const int *in, int *out, int width, int height)
{
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row < height && col < width) {
    int Pvalue = 0;
    for (int fRow = 0; fRow < MASK_DIM; fRow++)
      for (int fCol = 0; fCol < MASK_DIM; fCol++) {
        int inRow = row - MASK_OFFSET + fRow;
        int inCol = col - MASK_OFFSET + fCol;
        if (inRow >= 0 && inRow < height && inCol >= 0 && inCol < width)
          Pvalue += mask[fRow * MASK_DIM + fCol] * in[inRow * width + inCol];
      }
    out[row * width + col] = Pvalue;
  }
}

__global__ void convolution_tiled_2D_const_mem(const int *in, int *out, int width, int height)
{
  int col = blockIdx.x * OUT_TILE_DIM + threadIdx.x - MASK_OFFSET;
  int row = blockIdx.y * OUT_TILE_DIM + threadIdx.y - MASK_OFFSET;
  __shared__ int in_s[IN_TILE_DIM][IN_TILE_DIM];
  if (row >= 0 && row < height && col >= 0 && col < width)
    in_s[threadIdx.y][threadIdx.x] = in[row * width + col];
  else
    in_s[threadIdx.y][threadIdx.x] = 0;
  __syncthreads();
  int tileCol = threadIdx.x - MASK_OFFSET;
  int tileRow = threadIdx.y - MASK_OFFSET;
  if (col >= 0 && col < width && row >= 0 && row < height) {
    if (tileCol >= 0 && tileCol < OUT_TILE_DIM && tileRow >= 0 && tileRow < OUT_TILE_DIM) {
      int Pvalue = 0;
      for (int fRow = 0; fRow < MASK_DIM; fRow++)
        for (int fCol = 0; fCol < MASK_DIM; fCol++)
          Pvalue += mask[fRow * MASK_DIM + fCol] * in_s[tileRow + fRow][tileCol + fCol];
      out[row * width + col] = Pvalue;
    }
  }
}

struct CSRMatrix {
  unsigned int numRows;
  unsigned int *rowPtrs;
  unsigned int *colIdx;
  int *value;
};

__global__ void spmv_csr_kernel(struct CSRMatrix csrMatrix, const int *x, int *y)
{
  unsigned int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < csrMatrix.numRows) {
    int sum = 0;
    for (unsigned int i = csrMatrix.rowPtrs[row]; i < csrMatrix.rowPtrs[row + 1]; ++i) {
      unsigned int col = csrMatrix.colIdx[i];
      int value = csrMatrix.value[i];
      sum += x[col] * value;
    }
    y[row] += sum;
  }
}

struct ELLMatrix {
  unsigned int numRows;
  unsigned int maxNnzPerRow;
  unsigned int *nnzPerRow;
  unsigned int *colIdx; /* column-major: element t of row r at t * numRows + r */
  int *value;
};

__global__ void spmv_ell_kernel(struct ELLMatrix ellMatrix, const int *x, int *y)
{
  unsigned int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < ellMatrix.numRows) {
    int sum = 0;
    for (unsigned int t = 0; t < ellMatrix.nnzPerRow[row]; ++t) {
      unsigned int i = t * ellMatrix.numRows + row;
      sum += x[ellMatrix.colIdx[i]] * ellMatrix.value[i];
    }
    y[row] += sum;
  }
}

__device__ __host__ int co_rank(int k, const int *A, int m, const int *B, int n)
{
  int i = k < m ? k : m;
  int j = k - i;
  int i_low = 0 > (k - n) ? 0 : k - n;
  int j_low = 0 > (k - m) ? 0 : k - m;
  int delta;
  int active = 1;
  while (active) {
    if (i > 0 && j < n && A[i - 1] > B[j]) {
      delta = ((i - i_low + 1) >> 1);
      j_low = j;
      j = j + delta;
      i = i - delta;
    } else if (j > 0 && i < m && B[j - 1] >= A[i]) {
      delta = ((j - j_low + 1) >> 1);
      i_low = i;
      i = i + delta;
      j = j - delta;
    } else {
      active = 0;
    }
  }
  return i;
}

__device__ __host__ void merge_sequential(const int *A, int m, const int *B, int n, int *C)
{
  int i = 0, j = 0, k = 0;
  while ((i < m) && (j < n)) {
    if (A[i] <= B[j]) C[k++] = A[i++];
    else C[k++] = B[j++];
  }
  if (i == m) {
    while (j < n) C[k++] = B[j++];
  } else {
    while (i < m) C[k++] = A[i++];
  }
}

__global__ void merge_basic_kernel(const int *A, int m, const int *B, int n, int *C)
{
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int elementsPerThread = (m + n + blockDim.x * gridDim.x - 1) / (blockDim.x * gridDim.x);
  int k_curr = tid * elementsPerThread;
  int k_next = (tid + 1) * elementsPerThread;
  if (k_curr > m + n) k_curr = m + n;
  if (k_next > m + n) k_next = m + n;
  int i_curr = co_rank(k_curr, A, m, B, n);
  int i_next = co_rank(k_next, A, m, B, n);
  int j_curr = k_curr - i_curr;
  int j_next = k_next - i_next;
  merge_sequential(&A[i_curr], i_next - i_curr, &B[j_curr], j_next - j_curr, &C[k_curr]);
}

static void *dcopy(const void *h, size_t bytes)
{
  void *d;
  cudaMalloc(&d, bytes);
  cudaMemcpy(d, h, bytes, cudaMemcpyHostToDevice);
  return d;
}

static int test_matmul(void)
{
  int Height = 37, K = 45, Width = 29;
  float *M = (float *)malloc(Height * K * sizeof(float));
  float *N = (float *)malloc(K * Width * sizeof(float));
  float *P = (float *)malloc(Height * Width * sizeof(float));
  for (int i = 0; i < Height * K; i++) M[i] = (float)(i % 7 - 3);
  for (int i = 0; i < K * Width; i++) N[i] = (float)(i % 5 - 2);
  float *Md = (float *)dcopy(M, Height * K * sizeof(float));
  float *Nd = (float *)dcopy(N, K * Width * sizeof(float));
  float *Pd;
  cudaMalloc((void **)&Pd, Height * Width * sizeof(float));
  dim3 dimGrid((Width + TILE_WIDTH - 1) / TILE_WIDTH, (Height + TILE_WIDTH - 1) / TILE_WIDTH, 1);
  dim3 dimBlock(TILE_WIDTH, TILE_WIDTH, 1);
  MatrixMulKernel<<<dimGrid, dimBlock>>>(Md, Nd, Pd, Width, Height, K);
  cudaMemcpy(P, Pd, Height * Width * sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  double trace = 0;
  for (int r = 0; r < Height; r++)
    for (int c = 0; c < Width; c++) {
      float s = 0;
      for (int k = 0; k < K; k++) s += M[r * K + k] * N[k * Width + c];
      bad += s != P[r * Width + c];
      if (r == c) trace += P[r * Width + c];
    }
  printf("tiled matmul %dx%d * %dx%d: trace %.0f, %d mismatches\n", Height, K, K, Width, trace, bad);
  cudaFree(Md); cudaFree(Nd); cudaFree(Pd);
  free(M); free(N); free(P);
  return bad;
}

static int test_convolution(void)
{
  int width = 50, height = 23;
  int h_mask[MASK_DIM * MASK_DIM];
  for (int i = 0; i < MASK_DIM * MASK_DIM; i++) h_mask[i] = (i * 3) % 7 - 3;
  cudaMemcpyToSymbol(mask, h_mask, sizeof(h_mask));
  int *in = (int *)malloc(width * height * sizeof(int));
  int *out = (int *)malloc(width * height * sizeof(int));
  int *ref = (int *)malloc(width * height * sizeof(int));
  for (int i = 0; i < width * height; i++) in[i] = (i * 13) % 17;
  for (int r = 0; r < height; r++)
    for (int c = 0; c < width; c++) {
      int s = 0;
      for (int fr = 0; fr < MASK_DIM; fr++)
        for (int fc = 0; fc < MASK_DIM; fc++) {
          int ir = r - MASK_OFFSET + fr, ic = c - MASK_OFFSET + fc;
          if (ir >= 0 && ir < height && ic >= 0 && ic < width) s += h_mask[fr * MASK_DIM + fc] * in[ir * width + ic];
        }
      ref[r * width + c] = s;
    }
  int *ind = (int *)dcopy(in, width * height * sizeof(int));
  int *outd;
  cudaMalloc((void **)&outd, width * height * sizeof(int));
  dim3 block(16, 16);
  dim3 grid((width + 15) / 16, (height + 15) / 16);
  convolution_2D_basic<<<grid, block>>>(ind, outd, width, height);
  cudaMemcpy(out, outd, width * height * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = memcmp(out, ref, width * height * sizeof(int)) != 0;
  cudaMemset(outd, 0, width * height * sizeof(int));
  dim3 tblock(IN_TILE_DIM, IN_TILE_DIM);
  dim3 tgrid((width + OUT_TILE_DIM - 1) / OUT_TILE_DIM, (height + OUT_TILE_DIM - 1) / OUT_TILE_DIM);
  convolution_tiled_2D_const_mem<<<tgrid, tblock>>>(ind, outd, width, height);
  cudaMemcpy(out, outd, width * height * sizeof(int), cudaMemcpyDeviceToHost);
  int bad2 = memcmp(out, ref, width * height * sizeof(int)) != 0;
  printf("convolution %dx%d, mask %dx%d: out[0] %d, out[600] %d, basic %s, tiled %s\n", width, height,
         MASK_DIM, MASK_DIM, out[0], out[600], bad ? "FAILED" : "ok", bad2 ? "FAILED" : "ok");
  cudaFree(ind); cudaFree(outd);
  free(in); free(out); free(ref);
  return bad + bad2;
}

static int test_spmv(void)
{
  const unsigned int n = 200;
  unsigned int *rowPtrs = (unsigned int *)malloc((n + 1) * sizeof(unsigned int));
  unsigned int *colIdx = (unsigned int *)malloc(n * 8 * sizeof(unsigned int));
  int *value = (int *)malloc(n * 8 * sizeof(int));
  unsigned int nnz = 0, maxNnz = 0;
  for (unsigned int r = 0; r < n; r++) {
    rowPtrs[r] = nnz;
    unsigned int k = (r * 7) % 8;
    for (unsigned int t = 0; t < k; t++) {
      colIdx[nnz] = (r * 31 + t * 17) % n;
      value[nnz] = (int)((r + t) % 9) - 4;
      nnz++;
    }
    if (k > maxNnz) maxNnz = k;
  }
  rowPtrs[n] = nnz;
  int *x = (int *)malloc(n * sizeof(int)), *y = (int *)malloc(n * sizeof(int)), *ref = (int *)malloc(n * sizeof(int));
  for (unsigned int i = 0; i < n; i++) x[i] = (int)(i % 11) - 5;
  for (unsigned int r = 0; r < n; r++) {
    ref[r] = 1;
    for (unsigned int i = rowPtrs[r]; i < rowPtrs[r + 1]; i++) ref[r] += value[i] * x[colIdx[i]];
  }
  struct CSRMatrix csr;
  csr.numRows = n;
  csr.rowPtrs = (unsigned int *)dcopy(rowPtrs, (n + 1) * sizeof(unsigned int));
  csr.colIdx = (unsigned int *)dcopy(colIdx, nnz * sizeof(unsigned int));
  csr.value = (int *)dcopy(value, nnz * sizeof(int));
  for (unsigned int i = 0; i < n; i++) y[i] = 1;
  int *xd = (int *)dcopy(x, n * sizeof(int)), *yd = (int *)dcopy(y, n * sizeof(int));
  spmv_csr_kernel<<<(n + 63) / 64, 64>>>(csr, xd, yd);
  cudaMemcpy(y, yd, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = memcmp(y, ref, n * sizeof(int)) != 0;

  /* the same matrix in ELL, padded to maxNnz per row, column-major */
  unsigned int *nnzPerRow = (unsigned int *)malloc(n * sizeof(unsigned int));
  unsigned int *ellCol = (unsigned int *)calloc(n * maxNnz, sizeof(unsigned int));
  int *ellVal = (int *)calloc(n * maxNnz, sizeof(int));
  for (unsigned int r = 0; r < n; r++) {
    nnzPerRow[r] = rowPtrs[r + 1] - rowPtrs[r];
    for (unsigned int t = 0; t < nnzPerRow[r]; t++) {
      ellCol[t * n + r] = colIdx[rowPtrs[r] + t];
      ellVal[t * n + r] = value[rowPtrs[r] + t];
    }
  }
  struct ELLMatrix ell = { n, maxNnz, (unsigned int *)dcopy(nnzPerRow, n * sizeof(unsigned int)),
                           (unsigned int *)dcopy(ellCol, n * maxNnz * sizeof(unsigned int)),
                           (int *)dcopy(ellVal, n * maxNnz * sizeof(int)) };
  for (unsigned int i = 0; i < n; i++) y[i] = 1;
  cudaMemcpy(yd, y, n * sizeof(int), cudaMemcpyHostToDevice);
  spmv_ell_kernel<<<(n + 63) / 64, 64>>>(ell, xd, yd);
  cudaMemcpy(y, yd, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad2 = memcmp(y, ref, n * sizeof(int)) != 0;
  long sum = 0;
  for (unsigned int i = 0; i < n; i++) sum += y[i];
  printf("spmv %u rows, %u nonzeros (at most %u a row): sum of y %ld, CSR %s, ELL %s\n", n, nnz, maxNnz, sum,
         bad ? "FAILED" : "ok", bad2 ? "FAILED" : "ok");
  cudaFree(csr.rowPtrs); cudaFree(csr.colIdx); cudaFree(csr.value);
  cudaFree(ell.nnzPerRow); cudaFree(ell.colIdx); cudaFree(ell.value);
  cudaFree(xd); cudaFree(yd);
  free(rowPtrs); free(colIdx); free(value); free(x); free(y); free(ref);
  free(nnzPerRow); free(ellCol); free(ellVal);
  return bad + bad2;
}

static int cmp_int(const void *a, const void *b)
{
  return *(const int *)a - *(const int *)b;
}

static int test_merge(void)
{
  int m = 333, n = 210;
  int *A = (int *)malloc(m * sizeof(int)), *B = (int *)malloc(n * sizeof(int));
  int *C = (int *)malloc((m + n) * sizeof(int)), *R = (int *)malloc((m + n) * sizeof(int));
  for (int i = 0; i < m; i++) A[i] = (i * 37) % 500;
  for (int i = 0; i < n; i++) B[i] = (i * 53) % 450;
  qsort(A, m, sizeof(int), cmp_int);
  qsort(B, n, sizeof(int), cmp_int);
  merge_sequential(A, m, B, n, R);
  int *Ad = (int *)dcopy(A, m * sizeof(int)), *Bd = (int *)dcopy(B, n * sizeof(int)), *Cd;
  cudaMalloc((void **)&Cd, (m + n) * sizeof(int));
  merge_basic_kernel<<<4, 32>>>(Ad, m, Bd, n, Cd);
  cudaMemcpy(C, Cd, (m + n) * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = memcmp(C, R, (m + n) * sizeof(int)) != 0;
  printf("merge %d + %d: C[0] %d, C[271] %d, C[%d] %d, %s\n", m, n, C[0], C[271], m + n - 1, C[m + n - 1],
         bad ? "FAILED" : "ok");
  cudaFree(Ad); cudaFree(Bd); cudaFree(Cd);
  free(A); free(B); free(C); free(R);
  return bad;
}

int main(void)
{
  int bad = test_matmul();
  bad += test_convolution();
  bad += test_spmv();
  bad += test_merge();
  printf("%s\n", bad ? "FAILED" : "PASSED");
  return bad != 0;
}
// expect: tiled matmul 37x45 * 45x29: trace -1, 0 mismatches
// expect: convolution 50x23, mask 5x5: out[0] -32, out[600] -18, basic ok, tiled ok
// expect: spmv 200 rows, 700 nonzeros (at most 7 a row): sum of y 170, CSR ok, ELL ok
// expect: merge 333 + 210: C[0] 0, C[271] 236, C[542] 499, ok
// expect: PASSED
