// corpus/samples-rodinia/srad.cu: Rodinia's SRAD (speckle-reducing anisotropic diffusion, v2) as
// the suite writes it: `srad rows cols y1 y2 x1 x2 lambda iterations`, an image from rand() put
// through exp(), per iteration the statistics of the region of interest summed on the host (q0sqr
// from its mean and variance), a first kernel computing the four directional derivatives and the
// diffusion coefficient of each pixel in shared memory tiles with the neighbours' halo read from
// global memory, a second applying the divergence; then log() back. A host implementation of the
// same iteration checks it (the GPU contracts its multiply-adds: compared to a tolerance; the
// printed sums are the host's, built by gcc).
// run-args: 64 64 0 31 0 31 0.5 4
// SPDX-License-Identifier: MIT
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <math.h>

#define BLOCK_SIZE 16

__global__ void srad_cuda_1(float *E_C, float *W_C, float *N_C, float *S_C, float *J_cuda, float *C_cuda,
                            int cols, int rows, float q0sqr)
{
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  int index = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * ty + tx;
  int index_n = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + tx - cols;
  int index_s = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * BLOCK_SIZE + tx;
  int index_w = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * ty - 1;
  int index_e = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * ty + BLOCK_SIZE;
  float n, w, e, s, jc, g2, l, num, den, qsqr, c;

  __shared__ float temp[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float temp_result[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float north[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float south[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float east[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float west[BLOCK_SIZE][BLOCK_SIZE];

  if (by == 0) north[ty][tx] = J_cuda[BLOCK_SIZE * bx + tx];
  else north[ty][tx] = J_cuda[index_n];
  if (by == gridDim.y - 1) south[ty][tx] = J_cuda[cols * BLOCK_SIZE * (gridDim.y - 1) + BLOCK_SIZE * bx + cols * (BLOCK_SIZE - 1) + tx];
  else south[ty][tx] = J_cuda[index_s];
  if (bx == 0) west[ty][tx] = J_cuda[cols * BLOCK_SIZE * by + cols * ty];
  else west[ty][tx] = J_cuda[index_w];
  if (bx == gridDim.x - 1) east[ty][tx] = J_cuda[cols * BLOCK_SIZE * by + BLOCK_SIZE * (gridDim.x - 1) + cols * ty + BLOCK_SIZE - 1];
  else east[ty][tx] = J_cuda[index_e];
  __syncthreads();
  temp[ty][tx] = J_cuda[index];
  __syncthreads();

  jc = temp[ty][tx];
  if (ty == 0 && tx == 0) {
    n = north[ty][tx] - jc; s = temp[ty + 1][tx] - jc; w = west[ty][tx] - jc; e = temp[ty][tx + 1] - jc;
  } else if (ty == 0 && tx == BLOCK_SIZE - 1) {
    n = north[ty][tx] - jc; s = temp[ty + 1][tx] - jc; w = temp[ty][tx - 1] - jc; e = east[ty][tx] - jc;
  } else if (ty == BLOCK_SIZE - 1 && tx == BLOCK_SIZE - 1) {
    n = temp[ty - 1][tx] - jc; s = south[ty][tx] - jc; w = temp[ty][tx - 1] - jc; e = east[ty][tx] - jc;
  } else if (ty == BLOCK_SIZE - 1 && tx == 0) {
    n = temp[ty - 1][tx] - jc; s = south[ty][tx] - jc; w = west[ty][tx] - jc; e = temp[ty][tx + 1] - jc;
  } else if (ty == 0) {
    n = north[ty][tx] - jc; s = temp[ty + 1][tx] - jc; w = temp[ty][tx - 1] - jc; e = temp[ty][tx + 1] - jc;
  } else if (tx == BLOCK_SIZE - 1) {
    n = temp[ty - 1][tx] - jc; s = temp[ty + 1][tx] - jc; w = temp[ty][tx - 1] - jc; e = east[ty][tx] - jc;
  } else if (ty == BLOCK_SIZE - 1) {
    n = temp[ty - 1][tx] - jc; s = south[ty][tx] - jc; w = temp[ty][tx - 1] - jc; e = temp[ty][tx + 1] - jc;
  } else if (tx == 0) {
    n = temp[ty - 1][tx] - jc; s = temp[ty + 1][tx] - jc; w = west[ty][tx] - jc; e = temp[ty][tx + 1] - jc;
  } else {
    n = temp[ty - 1][tx] - jc; s = temp[ty + 1][tx] - jc; w = temp[ty][tx - 1] - jc; e = temp[ty][tx + 1] - jc;
  }
  g2 = (n * n + s * s + w * w + e * e) / (jc * jc);
  l = (n + s + w + e) / jc;
  num = (0.5 * g2) - ((1.0 / 16.0) * (l * l));
  den = 1 + (.25 * l);
  qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
  c = 1.0 / (1.0 + den);
  if (c < 0) temp_result[ty][tx] = 0;
  else if (c > 1) temp_result[ty][tx] = 1;
  else temp_result[ty][tx] = c;
  __syncthreads();
  C_cuda[index] = temp_result[ty][tx];
  E_C[index] = e;
  W_C[index] = w;
  S_C[index] = s;
  N_C[index] = n;
}

__global__ void srad_cuda_2(float *E_C, float *W_C, float *N_C, float *S_C, float *J_cuda, float *C_cuda,
                            int cols, int rows, float lambda, float q0sqr)
{
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  int index = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * ty + tx;
  int index_s = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * BLOCK_SIZE + tx;
  int index_e = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * ty + BLOCK_SIZE;
  float cc, cn, cs, ce, cw, d_sum;

  __shared__ float south_c[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float east_c[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float c_cuda_temp[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float c_cuda_result[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float temp[BLOCK_SIZE][BLOCK_SIZE];

  temp[ty][tx] = J_cuda[index];
  __syncthreads();
  if (by == gridDim.y - 1) south_c[ty][tx] = C_cuda[cols * BLOCK_SIZE * (gridDim.y - 1) + BLOCK_SIZE * bx + cols * (BLOCK_SIZE - 1) + tx];
  else south_c[ty][tx] = C_cuda[index_s];
  __syncthreads();
  if (bx == gridDim.x - 1) east_c[ty][tx] = C_cuda[cols * BLOCK_SIZE * by + BLOCK_SIZE * (gridDim.x - 1) + cols * ty + BLOCK_SIZE - 1];
  else east_c[ty][tx] = C_cuda[index_e];
  __syncthreads();
  c_cuda_temp[ty][tx] = C_cuda[index];
  __syncthreads();

  cc = c_cuda_temp[ty][tx];
  if (ty == BLOCK_SIZE - 1 && tx == BLOCK_SIZE - 1) { cn = cc; cs = south_c[ty][tx]; cw = cc; ce = east_c[ty][tx]; }
  else if (tx == BLOCK_SIZE - 1) { cn = cc; cs = c_cuda_temp[ty + 1][tx]; cw = cc; ce = east_c[ty][tx]; }
  else if (ty == BLOCK_SIZE - 1) { cn = cc; cs = south_c[ty][tx]; cw = cc; ce = c_cuda_temp[ty][tx + 1]; }
  else { cn = cc; cs = c_cuda_temp[ty + 1][tx]; cw = cc; ce = c_cuda_temp[ty][tx + 1]; }

  d_sum = cn * N_C[index] + cs * S_C[index] + cw * W_C[index] + ce * E_C[index];
  c_cuda_result[ty][tx] = temp[ty][tx] + 0.25 * lambda * d_sum;
  __syncthreads();
  J_cuda[index] = c_cuda_result[ty][tx];
}

/* the same iteration on the host, pixel by pixel, with the edges clamped as the kernels do */
static void host_srad(float *J, int rows, int cols, float q0sqr, float lambda, float *c, float *dN, float *dS,
                      float *dW, float *dE)
{
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      int k = i * cols + j;
      float jc = J[k];
      float n = J[(i > 0 ? i - 1 : 0) * cols + j] - jc;
      float s = J[(i < rows - 1 ? i + 1 : rows - 1) * cols + j] - jc;
      float w = J[i * cols + (j > 0 ? j - 1 : 0)] - jc;
      float e = J[i * cols + (j < cols - 1 ? j + 1 : cols - 1)] - jc;
      float g2 = (n * n + s * s + w * w + e * e) / (jc * jc);
      float l = (n + s + w + e) / jc;
      float num = (0.5 * g2) - ((1.0 / 16.0) * (l * l));
      float den = 1 + (.25 * l);
      float qsqr = num / (den * den);
      den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
      float cv = 1.0 / (1.0 + den);
      c[k] = cv < 0 ? 0 : cv > 1 ? 1 : cv;
      dN[k] = n, dS[k] = s, dW[k] = w, dE[k] = e;
    }
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      int k = i * cols + j;
      float cn = c[k], cw = c[k];
      float cs = c[(i < rows - 1 ? i + 1 : rows - 1) * cols + j];
      float ce = c[i * cols + (j < cols - 1 ? j + 1 : cols - 1)];
      float d_sum = cn * dN[k] + cs * dS[k] + cw * dW[k] + ce * dE[k];
      J[k] = J[k] + 0.25 * lambda * d_sum;
    }
}

static float roi_q0sqr(const float *J, int cols, int r1, int r2, int c1, int c2)
{
  float sum = 0, sum2 = 0;
  for (int i = r1; i <= r2; i++)
    for (int j = c1; j <= c2; j++) {
      float tmp = J[i * cols + j];
      sum += tmp;
      sum2 += tmp * tmp;
    }
  int size_R = (r2 - r1 + 1) * (c2 - c1 + 1);
  float meanROI = sum / size_R;
  float varROI = (sum2 / size_R) - meanROI * meanROI;
  return varROI / (meanROI * meanROI);
}

void usage(int argc, char **argv)
{
  fprintf(stderr, "Usage: %s <rows> <cols> <y1> <y2> <x1> <x2> <lamda> <no. of iter>\n", argv[0]);
  exit(1);
}

int main(int argc, char *argv[])
{
  int rows, cols, size_I, size_R, niter = 10, iter;
  float *I, *J, lambda, q0sqr;
  float *J_cuda, *C_cuda, *E_C, *W_C, *N_C, *S_C;
  unsigned int r1, r2, c1, c2;
  if (argc == 9) {
    rows = atoi(argv[1]);
    cols = atoi(argv[2]);
    if ((rows % 16 != 0) || (cols % 16 != 0)) {
      fprintf(stderr, "rows and cols must be multiples of 16\n");
      exit(1);
    }
    r1 = atoi(argv[3]);
    r2 = atoi(argv[4]);
    c1 = atoi(argv[5]);
    c2 = atoi(argv[6]);
    lambda = atof(argv[7]);
    niter = atoi(argv[8]);
  } else {
    usage(argc, argv);
  }
  size_I = cols * rows;
  size_R = (r2 - r1 + 1) * (c2 - c1 + 1);
  I = (float *)malloc(size_I * sizeof(float));
  J = (float *)malloc(size_I * sizeof(float));
  float *H = (float *)malloc(size_I * sizeof(float));
  float *hc = (float *)malloc(size_I * sizeof(float) * 5);
  srand(7);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) I[i * cols + j] = rand() / (float)RAND_MAX;
  printf("Start the SRAD main loop (region of %d pixels)\n", size_R);
  for (int k = 0; k < size_I; k++) J[k] = (float)exp(I[k]);
  memcpy(H, J, size_I * sizeof(float));

  int size = size_I * sizeof(float);
  cudaMalloc((void **)&J_cuda, size);
  cudaMalloc((void **)&C_cuda, size);
  cudaMalloc((void **)&E_C, size);
  cudaMalloc((void **)&W_C, size);
  cudaMalloc((void **)&N_C, size);
  cudaMalloc((void **)&S_C, size);
  dim3 dimBlock(BLOCK_SIZE, BLOCK_SIZE);
  dim3 dimGrid(cols / BLOCK_SIZE, rows / BLOCK_SIZE);
  for (iter = 0; iter < niter; iter++) {
    q0sqr = roi_q0sqr(J, cols, r1, r2, c1, c2);
    cudaMemcpy(J_cuda, J, size, cudaMemcpyHostToDevice);
    srad_cuda_1<<<dimGrid, dimBlock>>>(E_C, W_C, N_C, S_C, J_cuda, C_cuda, cols, rows, q0sqr);
    srad_cuda_2<<<dimGrid, dimBlock>>>(E_C, W_C, N_C, S_C, J_cuda, C_cuda, cols, rows, lambda, q0sqr);
    cudaMemcpy(J, J_cuda, size, cudaMemcpyDeviceToHost);
    float hq = roi_q0sqr(H, cols, r1, r2, c1, c2);
    host_srad(H, rows, cols, hq, lambda, hc, hc + size_I, hc + 2 * size_I, hc + 3 * size_I, hc + 4 * size_I);
  }
  double worst = 0, sum = 0;
  for (int k = 0; k < size_I; k++) {
    worst = fmax(worst, fabs(J[k] - H[k]));
    sum += log(H[k]);
  }
  printf("Computation Done: log-sum %.2f, q0sqr %.4f, GPU and host within 1e-4: %s\n", sum,
         roi_q0sqr(H, cols, r1, r2, c1, c2), worst < 1e-4 ? "yes" : "no");
  free(I); free(J); free(H); free(hc);
  cudaFree(C_cuda); cudaFree(J_cuda); cudaFree(E_C); cudaFree(W_C); cudaFree(N_C); cudaFree(S_C);
  return 0;
}
// expect: Start the SRAD main loop (region of 1024 pixels)
// expect: Computation Done: log-sum 2180.52, q0sqr 0.0246, GPU and host within 1e-4: yes
