/* corpus/samples-pmpp/sparse-formats.cu: the sparse matrix-vector products of Programming
 * Massively Parallel Processors (chapter "Sparse matrix computation"), host code in C: a Matrix
 * Market file read with fgets and sscanf, the COO entries sorted with qsort, converted to CSR,
 * ELL (padded, column-major), JDS (rows sorted by length with their permutation, jagged
 * diagonals) and the hybrid ELL + COO with a row-length threshold; one kernel per format (COO with
 * atomicAdd on the output), each result checked against the host's CSR product, y written to a
 * file under /tmp and read back with fscanf. The values are multiples of 1/2 and the vector holds
 * small integers, so every sum is exact. Expected output from the host part built with gcc. */
/* SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t err_ = (call);                                                   \
    if (err_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d: CUDA error %s\n", __FILE__, __LINE__,               \
              cudaGetErrorString(err_));                                         \
      exit(EXIT_FAILURE);                                                        \
    }                                                                            \
  } while (0)

typedef struct { int row, col; float value; } coo_entry;

typedef struct {
  int rows, cols, nnz;
  coo_entry *entries;
} coo_matrix;

static int by_row_then_col(const void *pa, const void *pb)
{
  const coo_entry *a = (const coo_entry *)pa, *b = (const coo_entry *)pb;
  if (a->row != b->row) return a->row - b->row;
  return a->col - b->col;
}

static int read_mtx(const char *path, coo_matrix *m)
{
  FILE *f = fopen(path, "r");
  char line[256];
  int header_seen = 0, k = 0;
  if (!f) { perror(path); return -1; }
  if (!fgets(line, sizeof line, f) || strncmp(line, "%%MatrixMarket", 14) != 0) {
    fprintf(stderr, "%s: not a Matrix Market file\n", path);
    fclose(f);
    return -1;
  }
  if (!strstr(line, "coordinate") || !strstr(line, "real")) { fclose(f); return -1; }
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '%') continue;
    if (!header_seen) {
      if (sscanf(line, "%d %d %d", &m->rows, &m->cols, &m->nnz) != 3) { fclose(f); return -1; }
      m->entries = (coo_entry *)malloc(m->nnz * sizeof(coo_entry));
      header_seen = 1;
    } else {
      coo_entry *e = &m->entries[k];
      if (k >= m->nnz || sscanf(line, "%d %d %f", &e->row, &e->col, &e->value) != 3) break;
      e->row--; e->col--;
      k++;
    }
  }
  fclose(f);
  return k == m->nnz ? 0 : -1;
}

__global__ void spmv_coo_kernel(int nnz, const int *rowIdx, const int *colIdx, const float *value,
                                const float *x, float *y)
{
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nnz) {
    atomicAdd(&y[rowIdx[i]], value[i] * x[colIdx[i]]);
  }
}

__global__ void spmv_csr_kernel(int numRows, const int *rowPtrs, const int *colIdx, const float *value,
                                const float *x, float *y)
{
  unsigned int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < numRows) {
    float sum = 0.0f;
    for (unsigned int i = rowPtrs[row]; i < rowPtrs[row + 1]; ++i)
      sum += x[colIdx[i]] * value[i];
    y[row] += sum;
  }
}

__global__ void spmv_ell_kernel(int numRows, const int *nnzPerRow, const int *colIdx, const float *value,
                                const float *x, float *y)
{
  unsigned int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < numRows) {
    float sum = 0.0f;
    for (unsigned int t = 0; t < nnzPerRow[row]; ++t) {
      unsigned int i = t * numRows + row;
      sum += x[colIdx[i]] * value[i];
    }
    y[row] += sum;
  }
}

__global__ void spmv_jds_kernel(int numRows, const int *rowPerm, const int *iterPtr, int numIters,
                                const int *colIdx, const float *value, const float *x, float *y)
{
  unsigned int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < numRows) {
    float sum = 0.0f;
    for (int t = 0; t < numIters; t++) {
      int i = iterPtr[t] + r;
      if (i < iterPtr[t + 1])          /* the jagged diagonal t is long enough */
        sum += x[colIdx[i]] * value[i];
    }
    y[rowPerm[r]] = sum;
  }
}

typedef struct { int row, len; } row_len;

static int longer_first(const void *pa, const void *pb)
{
  const row_len *a = (const row_len *)pa, *b = (const row_len *)pb;
  if (a->len != b->len) return b->len - a->len;
  return a->row - b->row;
}

static void *to_device(const void *h, size_t bytes)
{
  void *d = NULL;
  CHECK(cudaMalloc(&d, bytes ? bytes : 1));
  if (bytes) CHECK(cudaMemcpy(d, h, bytes, cudaMemcpyHostToDevice));
  return d;
}

static int compare(const char *name, const float *d_y, const float *ref, int n)
{
  float *y = (float *)malloc(n * sizeof *y);
  int bad = 0, i;
  CHECK(cudaMemcpy(y, d_y, n * sizeof *y, cudaMemcpyDeviceToHost));
  for (i = 0; i < n; i++)
    if (y[i] != ref[i]) bad++;
  printf("%-8s %s\n", name, bad ? "FAIL" : "ok");
  free(y);
  return bad;
}

int main(int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1] : "skewed200.mtx";
  coo_matrix A;
  int i, t, failures = 0;
  if (read_mtx(path, &A) != 0) return 1;
  qsort(A.entries, A.nnz, sizeof(coo_entry), by_row_then_col);
  printf("%s: %d x %d, %d nonzeros\n", path, A.rows, A.cols, A.nnz);
  const int n = A.rows, nnz = A.nnz;

  /* CSR */
  int *rowPtrs = (int *)calloc(n + 1, sizeof(int));
  int *colIdx = (int *)malloc(nnz * sizeof(int)), *rowIdx = (int *)malloc(nnz * sizeof(int));
  float *value = (float *)malloc(nnz * sizeof(float));
  for (i = 0; i < nnz; i++) {
    rowPtrs[A.entries[i].row + 1]++;
    rowIdx[i] = A.entries[i].row;
    colIdx[i] = A.entries[i].col;
    value[i] = A.entries[i].value;
  }
  for (i = 0; i < n; i++) rowPtrs[i + 1] += rowPtrs[i];
  assert(rowPtrs[n] == nnz);

  float *x = (float *)malloc(n * sizeof(float)), *ref = (float *)malloc(n * sizeof(float));
  for (i = 0; i < n; i++) x[i] = (float)((i * 37) % 11 - 5);
  double checksum = 0;
  for (i = 0; i < n; i++) {
    float s = 0.0f;
    for (int k = rowPtrs[i]; k < rowPtrs[i + 1]; k++) s += x[colIdx[k]] * value[k];
    ref[i] = s;
    checksum += s;
  }
  int maxLen = 0;
  for (i = 0; i < n; i++)
    if (rowPtrs[i + 1] - rowPtrs[i] > maxLen) maxLen = rowPtrs[i + 1] - rowPtrs[i];
  printf("longest row %d, y checksum %.1f\n", maxLen, checksum);

  float *d_x = (float *)to_device(x, n * sizeof(float));
  float *d_y;
  CHECK(cudaMalloc(&d_y, n * sizeof(float)));
  const int B = 64, G = (n + B - 1) / B;

  /* COO */
  int *d_rowIdx = (int *)to_device(rowIdx, nnz * sizeof(int));
  int *d_colIdx = (int *)to_device(colIdx, nnz * sizeof(int));
  float *d_value = (float *)to_device(value, nnz * sizeof(float));
  CHECK(cudaMemset(d_y, 0, n * sizeof(float)));
  spmv_coo_kernel<<<(nnz + B - 1) / B, B>>>(nnz, d_rowIdx, d_colIdx, d_value, d_x, d_y);
  CHECK(cudaGetLastError());
  failures += compare("COO", d_y, ref, n);

  /* CSR */
  int *d_rowPtrs = (int *)to_device(rowPtrs, (n + 1) * sizeof(int));
  CHECK(cudaMemset(d_y, 0, n * sizeof(float)));
  spmv_csr_kernel<<<G, B>>>(n, d_rowPtrs, d_colIdx, d_value, d_x, d_y);
  failures += compare("CSR", d_y, ref, n);

  /* ELL: column-major, padded to the longest row */
  int *ellCol = (int *)calloc((size_t)n * maxLen, sizeof(int)), *nnzPerRow = (int *)malloc(n * sizeof(int));
  float *ellVal = (float *)calloc((size_t)n * maxLen, sizeof(float));
  for (i = 0; i < n; i++) {
    nnzPerRow[i] = rowPtrs[i + 1] - rowPtrs[i];
    for (t = 0; t < nnzPerRow[i]; t++) {
      ellCol[t * n + i] = colIdx[rowPtrs[i] + t];
      ellVal[t * n + i] = value[rowPtrs[i] + t];
    }
  }
  printf("ELL stores %d slots for %d nonzeros (%.1f%% padding)\n", n * maxLen, nnz,
         100.0 * (n * maxLen - nnz) / (n * maxLen));
  int *d_nnzPerRow = (int *)to_device(nnzPerRow, n * sizeof(int));
  int *d_ellCol = (int *)to_device(ellCol, (size_t)n * maxLen * sizeof(int));
  float *d_ellVal = (float *)to_device(ellVal, (size_t)n * maxLen * sizeof(float));
  CHECK(cudaMemset(d_y, 0, n * sizeof(float)));
  spmv_ell_kernel<<<G, B>>>(n, d_nnzPerRow, d_ellCol, d_ellVal, d_x, d_y);
  failures += compare("ELL", d_y, ref, n);

  /* hybrid: ELL up to [threshold] per row, the rest in COO (the same y, two launches) */
  const int threshold = 4;
  int *hybLen = (int *)malloc(n * sizeof(int)), nOver = 0;
  int *hybCol = (int *)calloc((size_t)n * threshold, sizeof(int));
  float *hybVal = (float *)calloc((size_t)n * threshold, sizeof(float));
  int *ovRow = (int *)malloc(nnz * sizeof(int)), *ovCol = (int *)malloc(nnz * sizeof(int));
  float *ovVal = (float *)malloc(nnz * sizeof(float));
  for (i = 0; i < n; i++) {
    hybLen[i] = nnzPerRow[i] < threshold ? nnzPerRow[i] : threshold;
    for (t = 0; t < nnzPerRow[i]; t++) {
      int k = rowPtrs[i] + t;
      if (t < threshold) {
        hybCol[t * n + i] = colIdx[k];
        hybVal[t * n + i] = value[k];
      } else {
        ovRow[nOver] = i; ovCol[nOver] = colIdx[k]; ovVal[nOver] = value[k];
        nOver++;
      }
    }
  }
  printf("hybrid: ELL width %d, %d entries in COO\n", threshold, nOver);
  int *d_hybLen = (int *)to_device(hybLen, n * sizeof(int));
  int *d_hybCol = (int *)to_device(hybCol, (size_t)n * threshold * sizeof(int));
  float *d_hybVal = (float *)to_device(hybVal, (size_t)n * threshold * sizeof(float));
  int *d_ovRow = (int *)to_device(ovRow, nOver * sizeof(int));
  int *d_ovCol = (int *)to_device(ovCol, nOver * sizeof(int));
  float *d_ovVal = (float *)to_device(ovVal, nOver * sizeof(float));
  CHECK(cudaMemset(d_y, 0, n * sizeof(float)));
  spmv_ell_kernel<<<G, B>>>(n, d_hybLen, d_hybCol, d_hybVal, d_x, d_y);
  spmv_coo_kernel<<<(nOver + B - 1) / B, B>>>(nOver, d_ovRow, d_ovCol, d_ovVal, d_x, d_y);
  failures += compare("ELL+COO", d_y, ref, n);

  /* JDS */
  row_len *order = (row_len *)malloc(n * sizeof(row_len));
  for (i = 0; i < n; i++) { order[i].row = i; order[i].len = nnzPerRow[i]; }
  qsort(order, n, sizeof(row_len), longer_first);
  int *rowPerm = (int *)malloc(n * sizeof(int)), *iterPtr = (int *)malloc((maxLen + 1) * sizeof(int));
  int *jdsCol = (int *)malloc(nnz * sizeof(int));
  float *jdsVal = (float *)malloc(nnz * sizeof(float));
  int k = 0;
  for (i = 0; i < n; i++) rowPerm[i] = order[i].row;
  for (t = 0; t < maxLen; t++) {
    iterPtr[t] = k;
    for (i = 0; i < n && order[i].len > t; i++) {
      jdsCol[k] = colIdx[rowPtrs[order[i].row] + t];
      jdsVal[k] = value[rowPtrs[order[i].row] + t];
      k++;
    }
  }
  iterPtr[maxLen] = k;
  assert(k == nnz);
  printf("JDS: first rows %d %d %d, diagonal lengths %d %d ... %d\n", rowPerm[0], rowPerm[1], rowPerm[2],
         iterPtr[1] - iterPtr[0], iterPtr[2] - iterPtr[1], iterPtr[maxLen] - iterPtr[maxLen - 1]);
  int *d_rowPerm = (int *)to_device(rowPerm, n * sizeof(int));
  int *d_iterPtr = (int *)to_device(iterPtr, (maxLen + 1) * sizeof(int));
  int *d_jdsCol = (int *)to_device(jdsCol, nnz * sizeof(int));
  float *d_jdsVal = (float *)to_device(jdsVal, nnz * sizeof(float));
  CHECK(cudaMemset(d_y, 0xff, n * sizeof(float)));
  spmv_jds_kernel<<<G, B>>>(n, d_rowPerm, d_iterPtr, maxLen, d_jdsCol, d_jdsVal, d_x, d_y);
  failures += compare("JDS", d_y, ref, n);

  /* y through a file */
  float *y = (float *)malloc(n * sizeof(float));
  CHECK(cudaMemcpy(y, d_y, n * sizeof(float), cudaMemcpyDeviceToHost));
  char tmpname[] = "/tmp/spmv_y_XXXXXX";
  int fd = mkstemp(tmpname);
  FILE *out = fd >= 0 ? fdopen(fd, "w") : NULL;
  if (!out) { perror("mkstemp"); return 1; }
  for (i = 0; i < n; i++) fprintf(out, "%d %g\n", i, y[i]);
  fclose(out);
  FILE *in = fopen(tmpname, "r");
  int idx, lines = 0;
  float v, sum = 0.0f;
  while (fscanf(in, "%d %f", &idx, &v) == 2) { sum += v; lines++; }
  fclose(in);
  remove(tmpname);
  printf("read back %d lines, sum %.1f, y[0] = %g, y[17] = %g, y[199] = %g\n", lines, sum, ref[0], ref[17], ref[199]);

  CHECK(cudaFree(d_x)); CHECK(cudaFree(d_y)); CHECK(cudaFree(d_rowIdx)); CHECK(cudaFree(d_colIdx));
  CHECK(cudaFree(d_value)); CHECK(cudaFree(d_rowPtrs)); CHECK(cudaFree(d_nnzPerRow)); CHECK(cudaFree(d_ellCol));
  CHECK(cudaFree(d_ellVal)); CHECK(cudaFree(d_hybLen)); CHECK(cudaFree(d_hybCol)); CHECK(cudaFree(d_hybVal));
  CHECK(cudaFree(d_ovRow)); CHECK(cudaFree(d_ovCol)); CHECK(cudaFree(d_ovVal)); CHECK(cudaFree(d_rowPerm));
  CHECK(cudaFree(d_iterPtr)); CHECK(cudaFree(d_jdsCol)); CHECK(cudaFree(d_jdsVal));
  free(A.entries); free(rowPtrs); free(colIdx); free(rowIdx); free(value); free(x); free(ref); free(ellCol);
  free(nnzPerRow); free(ellVal); free(hybLen); free(hybCol); free(hybVal); free(ovRow); free(ovCol); free(ovVal);
  free(order); free(rowPerm); free(iterPtr); free(jdsCol); free(jdsVal); free(y);
  return failures != 0;
}
// data: skewed200.mtx
// expect: skewed200.mtx: 200 x 200, 1227 nonzeros
// expect: longest row 41, y checksum 191.0
// expect: COO      ok
// expect: CSR      ok
// expect: ELL stores 8200 slots for 1227 nonzeros (85.0% padding)
// expect: ELL      ok
// expect: hybrid: ELL width 4, 644 entries in COO
// expect: ELL+COO  ok
// expect: JDS: first rows 136 68 85, diagonal lengths 200 169 ... 1
// expect: JDS      ok
// expect: read back 200 lines, sum 191.0, y[0] = 60, y[17] = -39.5, y[199] = 5
