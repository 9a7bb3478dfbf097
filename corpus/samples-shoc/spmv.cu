// corpus/samples-shoc/spmv.cu: SHOC's Spmv as it is written: a random sparse matrix in CSR
// (rand() with srand, a fixed fraction of nonzeros per row, column indices sorted), converted on
// the host to ELLPACK-R (column-major, with the row lengths), and four kernels: CSR scalar (a
// thread per row), CSR vector (a warp per row, partial sums reduced in shared memory with a
// volatile pointer as SHOC does, and with __shfl_down_sync), ELLPACK-R; the vector read through
// __ldg. Values are multiples of 1/4 and small integers, so every sum is exact and the check
// is exact. Expected output from the same generation built with gcc.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK_CUDA_ERROR()                                                    \
  {                                                                           \
    cudaError_t err = cudaGetLastError();                                     \
    if (cudaSuccess != err) {                                                 \
      printf("error=%d name=%s at ln: %d\n  ", err, cudaGetErrorString(err), __LINE__); \
      exit(1);                                                                \
    }                                                                         \
  }

static const int BLOCK_SIZE = 128;
static const int WARP = 32;

__global__ void spmv_csr_scalar_kernel(const float *__restrict__ val, const int *__restrict__ cols,
                                       const int *__restrict__ rowDelimiters, const int dim,
                                       const float *__restrict__ vec, float *__restrict__ out)
{
  int myRow = blockIdx.x * blockDim.x + threadIdx.x;
  if (myRow < dim) {
    float t = 0.0f;
    int start = rowDelimiters[myRow];
    int end = rowDelimiters[myRow + 1];
    for (int j = start; j < end; j++) {
      int col = cols[j];
      t += val[j] * __ldg(&vec[col]);
    }
    out[myRow] = t;
  }
}

__global__ void spmv_csr_vector_kernel(const float *__restrict__ val, const int *__restrict__ cols,
                                       const int *__restrict__ rowDelimiters, const int dim,
                                       const float *__restrict__ vec, float *__restrict__ out)
{
  int t = threadIdx.x;
  int id = t & (WARP - 1);
  int warpsPerBlock = blockDim.x / WARP;
  int myRow = (blockIdx.x * warpsPerBlock) + (t / WARP);
  __shared__ volatile float partialSums[BLOCK_SIZE];

  if (myRow < dim) {
    int warpStart = rowDelimiters[myRow];
    int warpEnd = rowDelimiters[myRow + 1];
    float mySum = 0;
    for (int j = warpStart + id; j < warpEnd; j += WARP) {
      int col = cols[j];
      mySum += val[j] * __ldg(&vec[col]);
    }
    partialSums[t] = mySum;
    __syncwarp();

    // Reduce partial sums
    if (id < 16) partialSums[t] += partialSums[t + 16];
    __syncwarp();
    if (id < 8) partialSums[t] += partialSums[t + 8];
    __syncwarp();
    if (id < 4) partialSums[t] += partialSums[t + 4];
    __syncwarp();
    if (id < 2) partialSums[t] += partialSums[t + 2];
    __syncwarp();
    if (id < 1) partialSums[t] += partialSums[t + 1];
    __syncwarp();

    // Write result
    if (id == 0) out[myRow] = partialSums[t];
  }
}

__global__ void spmv_csr_vector_shfl_kernel(const float *__restrict__ val, const int *__restrict__ cols,
                                            const int *__restrict__ rowDelimiters, const int dim,
                                            const float *__restrict__ vec, float *__restrict__ out)
{
  int id = threadIdx.x & (WARP - 1);
  int myRow = (blockIdx.x * blockDim.x + threadIdx.x) / WARP;
  if (myRow >= dim) return;   // whole warps leave together
  float mySum = 0;
  for (int j = rowDelimiters[myRow] + id; j < rowDelimiters[myRow + 1]; j += WARP)
    mySum += val[j] * vec[cols[j]];
  for (int offset = WARP / 2; offset > 0; offset >>= 1)
    mySum += __shfl_down_sync(0xffffffffu, mySum, offset);
  if (id == 0) out[myRow] = mySum;
}

__global__ void spmv_ellpackr_kernel(const float *__restrict__ val, const int *__restrict__ cols,
                                     const int *__restrict__ rowLengths, const int dim,
                                     const float *__restrict__ vec, float *__restrict__ out)
{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < dim) {
    float result = 0.0f;
    int max = rowLengths[t];
    for (int i = 0; i < max; i++) {
      int ind = i * dim + t;
      result += val[ind] * vec[cols[ind]];
    }
    out[t] = result;
  }
}

static int cmp_int(const void *a, const void *b)
{
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

// a random matrix: each row gets between 1 and 2*avg-1 distinct columns
static void initRandomMatrix(int *cols, int *rowDelimiters, int n, int dim, int avg, float *val)
{
  int nnzAssigned = 0;
  rowDelimiters[0] = 0;
  for (int i = 0; i < dim; i++) {
    int want = 1 + rand() % (2 * avg - 1);
    if (nnzAssigned + want > n) want = n - nnzAssigned;
    int k = 0;
    while (k < want) {
      int c = rand() % dim;
      int dup = 0;
      for (int q = 0; q < k; q++)
        if (cols[nnzAssigned + q] == c) { dup = 1; break; }
      if (!dup) cols[nnzAssigned + k++] = c;
    }
    qsort(cols + nnzAssigned, want, sizeof(int), cmp_int);
    for (int q = 0; q < want; q++) val[nnzAssigned + q] = (float)(rand() % 9 - 4) / 4.0f;
    nnzAssigned += want;
    rowDelimiters[i + 1] = nnzAssigned;
  }
}

static void convertToColMajor(const float *A, const int *cols, int dim, const int *rowDelimiters,
                              float *newA, int *newcols, int *rl, int maxrl)
{
  for (int i = 0; i < dim; i++) {
    int start = rowDelimiters[i];
    rl[i] = rowDelimiters[i + 1] - start;
    for (int j = 0; j < maxrl; j++) {
      newA[j * dim + i] = j < rl[i] ? A[start + j] : 0.0f;
      newcols[j * dim + i] = j < rl[i] ? cols[start + j] : 0;
    }
  }
}

static int verify(const char *name, const float *gpu, const float *ref, int dim)
{
  int bad = 0;
  double sum = 0;
  for (int i = 0; i < dim; i++) {
    if (gpu[i] != ref[i]) bad++;
    sum += gpu[i];
  }
  printf("%-14s sum %12.4f  %s\n", name, sum, bad ? "FAILED" : "PASSED");
  return bad;
}

int main(int argc, char **argv)
{
  int dim = 1024, avg = 12;
  if (argc > 1) dim = atoi(argv[1]);
  int maxNnz = dim * (2 * avg - 1);
  srand(13);

  float *h_val = (float *)malloc(maxNnz * sizeof(float));
  int *h_cols = (int *)malloc(maxNnz * sizeof(int));
  int *h_rowDelimiters = (int *)malloc((dim + 1) * sizeof(int));
  float *h_vec = (float *)malloc(dim * sizeof(float));
  float *refOut = (float *)malloc(dim * sizeof(float));
  float *h_out = (float *)malloc(dim * sizeof(float));
  initRandomMatrix(h_cols, h_rowDelimiters, maxNnz, dim, avg, h_val);
  int numNonZeroes = h_rowDelimiters[dim];
  for (int i = 0; i < dim; i++) h_vec[i] = (float)(rand() % 21 - 10);

  int maxrl = 0;
  for (int i = 0; i < dim; i++) {
    int rl = h_rowDelimiters[i + 1] - h_rowDelimiters[i];
    if (rl > maxrl) maxrl = rl;
  }
  printf("dim %d, %d nonzeros (%.2f%%), longest row %d\n", dim, numNonZeroes,
         100.0 * numNonZeroes / ((double)dim * dim), maxrl);

  // the reference
  for (int i = 0; i < dim; i++) {
    float t = 0.0f;
    for (int j = h_rowDelimiters[i]; j < h_rowDelimiters[i + 1]; j++) t += h_val[j] * h_vec[h_cols[j]];
    refOut[i] = t;
  }

  float *d_val, *d_vec, *d_out;
  int *d_cols, *d_rowDelimiters;
  cudaMalloc(&d_val, numNonZeroes * sizeof(float));
  cudaMalloc(&d_cols, numNonZeroes * sizeof(int));
  cudaMalloc(&d_rowDelimiters, (dim + 1) * sizeof(int));
  cudaMalloc(&d_vec, dim * sizeof(float));
  cudaMalloc(&d_out, dim * sizeof(float));
  cudaMemcpy(d_val, h_val, numNonZeroes * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(d_cols, h_cols, numNonZeroes * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(d_rowDelimiters, h_rowDelimiters, (dim + 1) * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(d_vec, h_vec, dim * sizeof(float), cudaMemcpyHostToDevice);
  CHECK_CUDA_ERROR();

  int failures = 0;
  int nBlocksScalar = (dim + BLOCK_SIZE - 1) / BLOCK_SIZE;
  int nBlocksVector = (dim + BLOCK_SIZE / WARP - 1) / (BLOCK_SIZE / WARP);

  cudaMemset(d_out, 0, dim * sizeof(float));
  spmv_csr_scalar_kernel<<<nBlocksScalar, BLOCK_SIZE>>>(d_val, d_cols, d_rowDelimiters, dim, d_vec, d_out);
  CHECK_CUDA_ERROR();
  cudaMemcpy(h_out, d_out, dim * sizeof(float), cudaMemcpyDeviceToHost);
  failures += verify("CSR-Scalar", h_out, refOut, dim);

  cudaMemset(d_out, 0, dim * sizeof(float));
  spmv_csr_vector_kernel<<<nBlocksVector, BLOCK_SIZE>>>(d_val, d_cols, d_rowDelimiters, dim, d_vec, d_out);
  CHECK_CUDA_ERROR();
  cudaMemcpy(h_out, d_out, dim * sizeof(float), cudaMemcpyDeviceToHost);
  failures += verify("CSR-Vector", h_out, refOut, dim);

  cudaMemset(d_out, 0, dim * sizeof(float));
  spmv_csr_vector_shfl_kernel<<<nBlocksVector, BLOCK_SIZE>>>(d_val, d_cols, d_rowDelimiters, dim, d_vec, d_out);
  CHECK_CUDA_ERROR();
  cudaMemcpy(h_out, d_out, dim * sizeof(float), cudaMemcpyDeviceToHost);
  failures += verify("CSR-Vector-shfl", h_out, refOut, dim);

  float *h_valcm = (float *)malloc(maxrl * dim * sizeof(float));
  int *h_colscm = (int *)malloc(maxrl * dim * sizeof(int));
  int *h_rl = (int *)malloc(dim * sizeof(int));
  convertToColMajor(h_val, h_cols, dim, h_rowDelimiters, h_valcm, h_colscm, h_rl, maxrl);
  float *d_valcm;
  int *d_colscm, *d_rl;
  cudaMalloc(&d_valcm, maxrl * dim * sizeof(float));
  cudaMalloc(&d_colscm, maxrl * dim * sizeof(int));
  cudaMalloc(&d_rl, dim * sizeof(int));
  cudaMemcpy(d_valcm, h_valcm, maxrl * dim * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(d_colscm, h_colscm, maxrl * dim * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(d_rl, h_rl, dim * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(d_out, 0, dim * sizeof(float));
  spmv_ellpackr_kernel<<<nBlocksScalar, BLOCK_SIZE>>>(d_valcm, d_colscm, d_rl, dim, d_vec, d_out);
  CHECK_CUDA_ERROR();
  cudaMemcpy(h_out, d_out, dim * sizeof(float), cudaMemcpyDeviceToHost);
  failures += verify("ELLPACKR", h_out, refOut, dim);

  printf("row 0: %d entries, y[0] = %g, y[%d] = %g\n", h_rowDelimiters[1], refOut[0], dim - 1, refOut[dim - 1]);
  cudaFree(d_val); cudaFree(d_cols); cudaFree(d_rowDelimiters); cudaFree(d_vec); cudaFree(d_out);
  cudaFree(d_valcm); cudaFree(d_colscm); cudaFree(d_rl);
  free(h_val); free(h_cols); free(h_rowDelimiters); free(h_vec); free(refOut); free(h_out);
  free(h_valcm); free(h_colscm); free(h_rl);
  return failures ? 1 : 0;
}
// expect: dim 1024, 12115 nonzeros (1.16%), longest row 23
// expect: CSR-Scalar     sum    -653.0000  PASSED
// expect: CSR-Vector     sum    -653.0000  PASSED
// expect: CSR-Vector-shfl sum    -653.0000  PASSED
// expect: ELLPACKR       sum    -653.0000  PASSED
// expect: row 0: 4 entries, y[0] = -8.75, y[1023] = -36.75
