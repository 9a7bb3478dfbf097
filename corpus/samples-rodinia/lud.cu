// corpus/samples-rodinia/lud.cu: Rodinia's LU decomposition as the suite organises it: a blocked
// right-looking factorisation without pivoting, BLOCK_SIZE x BLOCK_SIZE tiles, per step one block
// factorising the diagonal tile in shared memory, one kernel for the perimeter (the row tiles
// solved with L, the column tiles with U, both halves of a block in one launch selected by
// threadIdx), and one for the interior update from two shared tiles; `-s size` or `-i file` as
// in the suite, a generated diagonally dominant matrix, and the suite's verification: L*U
// multiplied back on the host and compared with the input.
// run-args: -s 80 -v
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <getopt.h>

#define BLOCK_SIZE 16
#define GPU_CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

__global__ void lud_diagonal(float *m, int matrix_dim, int offset)
{
  __shared__ float shadow[BLOCK_SIZE][BLOCK_SIZE];
  int tx = threadIdx.x;
  int array_offset = offset * matrix_dim + offset;
  for (int i = 0; i < BLOCK_SIZE; i++) {
    shadow[i][tx] = m[array_offset + tx];
    array_offset += matrix_dim;
  }
  __syncthreads();
  for (int i = 0; i < BLOCK_SIZE - 1; i++) {
    if (tx > i) {
      for (int j = 0; j < i; j++) shadow[tx][i] -= shadow[tx][j] * shadow[j][i];
      shadow[tx][i] /= shadow[i][i];
    }
    __syncthreads();
    if (tx > i) {
      for (int j = 0; j < i + 1; j++) shadow[i + 1][tx] -= shadow[i + 1][j] * shadow[j][tx];
    }
    __syncthreads();
  }
  array_offset = (offset + 1) * matrix_dim + offset;
  for (int i = 1; i < BLOCK_SIZE; i++) {
    m[array_offset + tx] = shadow[i][tx];
    array_offset += matrix_dim;
  }
}

/* blockIdx.x picks the tile pair; threads 0..BS-1 do the row tile, BS..2BS-1 the column tile */
__global__ void lud_perimeter(float *m, int matrix_dim, int offset)
{
  __shared__ float dia[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float peri_row[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float peri_col[BLOCK_SIZE][BLOCK_SIZE];
  int bx = blockIdx.x;
  int tx = threadIdx.x;
  int array_offset;
  if (tx < BLOCK_SIZE) {
    int idx = tx;
    array_offset = offset * matrix_dim + offset;
    for (int i = 0; i < BLOCK_SIZE / 2; i++) {
      dia[i][idx] = m[array_offset + idx];
      array_offset += matrix_dim;
    }
    array_offset = offset * matrix_dim + offset;
    for (int i = 0; i < BLOCK_SIZE; i++) {
      peri_row[i][idx] = m[array_offset + (bx + 1) * BLOCK_SIZE + idx];
      array_offset += matrix_dim;
    }
  } else {
    int idx = tx - BLOCK_SIZE;
    array_offset = (offset + BLOCK_SIZE / 2) * matrix_dim + offset;
    for (int i = BLOCK_SIZE / 2; i < BLOCK_SIZE; i++) {
      dia[i][idx] = m[array_offset + idx];
      array_offset += matrix_dim;
    }
    array_offset = (offset + (bx + 1) * BLOCK_SIZE) * matrix_dim + offset;
    for (int i = 0; i < BLOCK_SIZE; i++) {
      peri_col[i][idx] = m[array_offset + idx];
      array_offset += matrix_dim;
    }
  }
  __syncthreads();
  if (tx < BLOCK_SIZE) { /* row tile: forward substitution with the unit lower triangle */
    int idx = tx;
    for (int i = 1; i < BLOCK_SIZE; i++)
      for (int j = 0; j < i; j++) peri_row[i][idx] -= dia[i][j] * peri_row[j][idx];
  } else { /* column tile: solve against the upper triangle */
    int idx = tx - BLOCK_SIZE;
    for (int i = 0; i < BLOCK_SIZE; i++) {
      for (int j = 0; j < i; j++) peri_col[idx][i] -= peri_col[idx][j] * dia[j][i];
      peri_col[idx][i] /= dia[i][i];
    }
  }
  __syncthreads();
  if (tx < BLOCK_SIZE) {
    int idx = tx;
    array_offset = (offset + 1) * matrix_dim + offset;
    for (int i = 1; i < BLOCK_SIZE; i++) {
      m[array_offset + (bx + 1) * BLOCK_SIZE + idx] = peri_row[i][idx];
      array_offset += matrix_dim;
    }
  } else {
    int idx = tx - BLOCK_SIZE;
    array_offset = (offset + (bx + 1) * BLOCK_SIZE) * matrix_dim + offset;
    for (int i = 0; i < BLOCK_SIZE; i++) {
      m[array_offset + idx] = peri_col[i][idx];
      array_offset += matrix_dim;
    }
  }
}

__global__ void lud_internal(float *m, int matrix_dim, int offset)
{
  __shared__ float peri_row[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float peri_col[BLOCK_SIZE][BLOCK_SIZE];
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  int global_row_id = offset + (by + 1) * BLOCK_SIZE;
  int global_col_id = offset + (bx + 1) * BLOCK_SIZE;
  peri_row[ty][tx] = m[(offset + ty) * matrix_dim + global_col_id + tx];
  peri_col[ty][tx] = m[(global_row_id + ty) * matrix_dim + offset + tx];
  __syncthreads();
  float sum = 0;
  for (int i = 0; i < BLOCK_SIZE; i++) sum += peri_col[ty][i] * peri_row[i][tx];
  m[(global_row_id + ty) * matrix_dim + global_col_id + tx] -= sum;
}

void lud_cuda(float *m, int matrix_dim)
{
  int i = 0;
  dim3 dimBlock(BLOCK_SIZE, BLOCK_SIZE);
  for (i = 0; i < matrix_dim - BLOCK_SIZE; i += BLOCK_SIZE) {
    lud_diagonal<<<1, BLOCK_SIZE>>>(m, matrix_dim, i);
    lud_perimeter<<<(matrix_dim - i) / BLOCK_SIZE - 1, BLOCK_SIZE * 2>>>(m, matrix_dim, i);
    dim3 dimGrid((matrix_dim - i) / BLOCK_SIZE - 1, (matrix_dim - i) / BLOCK_SIZE - 1);
    lud_internal<<<dimGrid, dimBlock>>>(m, matrix_dim, i);
  }
  lud_diagonal<<<1, BLOCK_SIZE>>>(m, matrix_dim, i);
}

static void create_matrix(float **mp, int size)
{
  float *m = (float *)malloc(size * size * sizeof(float));
  for (int i = 0; i < size; i++)
    for (int j = 0; j < size; j++)
      m[i * size + j] = i == j ? (float)(size + 1) : (float)(((i * 5 + j * 3) % 9) - 4) / 8.0f;
  *mp = m;
}

static int lud_verify(const float *m, const float *lu, int size)
{
  int bad = 0;
  double worst = 0;
  for (int i = 0; i < size; i++)
    for (int j = 0; j < size; j++) {
      double sum = 0;
      for (int k = 0; k <= i && k <= j; k++) {
        double l = k == i ? 1.0 : lu[i * size + k];
        sum += l * lu[k * size + j];
      }
      double err = fabs(m[i * size + j] - sum);
      if (err > worst) worst = err;
      if (err > 1e-3) bad++;
    }
  printf("verify: %d entries off by more than 1e-3, largest error below 1e-4: %s\n", bad, worst < 1e-4 ? "yes" : "no");
  return bad;
}

int main(int argc, char *argv[])
{
  int matrix_dim = 32, opt, do_verify = 0;
  const char *input_file = NULL;
  float *m, *d_m, *mm;
  while ((opt = getopt(argc, argv, "::vs:i:")) != EOF) {
    switch (opt) {
    case 'i': input_file = optarg; break;
    case 'v': do_verify = 1; break;
    case 's': matrix_dim = atoi(optarg); break;
    case '?': fprintf(stderr, "invalid option\n"); break;
    case ':': fprintf(stderr, "missing argument\n"); break;
    default: fprintf(stderr, "Usage: %s [-v] [-s matrix_size|-i input_file]\n", argv[0]); exit(EXIT_FAILURE);
    }
  }
  if ((optind < argc) || (optind == 1)) {
    fprintf(stderr, "Usage: %s [-v] [-s matrix_size|-i input_file]\n", argv[0]);
    exit(EXIT_FAILURE);
  }
  if (input_file) {
    fprintf(stderr, "no input files in this copy\n");
    exit(EXIT_FAILURE);
  }
  if (matrix_dim % BLOCK_SIZE) {
    fprintf(stderr, "the size must be a multiple of %d\n", BLOCK_SIZE);
    exit(EXIT_FAILURE);
  }
  printf("Creating matrix internally size=%d\n", matrix_dim);
  create_matrix(&m, matrix_dim);
  mm = (float *)malloc(matrix_dim * matrix_dim * sizeof(float));
  memcpy(mm, m, matrix_dim * matrix_dim * sizeof(float));
  GPU_CHECK(cudaMalloc((void **)&d_m, matrix_dim * matrix_dim * sizeof(float)));
  GPU_CHECK(cudaMemcpy(d_m, m, matrix_dim * matrix_dim * sizeof(float), cudaMemcpyHostToDevice));
  lud_cuda(d_m, matrix_dim);
  GPU_CHECK(cudaGetLastError());
  GPU_CHECK(cudaMemcpy(m, d_m, matrix_dim * matrix_dim * sizeof(float), cudaMemcpyDeviceToHost));
  GPU_CHECK(cudaFree(d_m));
  if (do_verify) {
    printf(">>>Verify<<<<\n");
    lud_verify(mm, m, matrix_dim);
  }
  printf("U[0][0] %.3f U[79][79] %.3f L[40][3] %.4f\n", m[0], m[79 * matrix_dim + 79], m[40 * matrix_dim + 3]);
  free(m);
  free(mm);
  return EXIT_SUCCESS;
}
// expect: Creating matrix internally size=80
// expect: >>>Verify<<<<
// expect: verify: 0 entries off by more than 1e-3, largest error below 1e-4: yes
// expect: U[0][0] 81.000 U[79][79] 81.033 L[40][3] -0.0031
