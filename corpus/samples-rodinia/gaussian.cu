// corpus/samples-rodinia/gaussian.cu: Rodinia's Gaussian elimination as the suite writes it:
// options parsed by hand from argv (-f file, -s size, -q quiet) as the suite does, the matrix and
// vector read with fscanf, the multipliers (Fan1) and the row updates (Fan2, a 2-D grid) launched
// once per pivot with cudaDeviceSynchronize between, back substitution on the host, the solution
// printed with the suite's PrintAry and checked by the residual of A x = b. A second run uses
// getopt on its own argv and a matrix generated in the program.
// run-args: -f matrix16.txt -q
// data: matrix16.txt
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <unistd.h>
#include <sys/time.h>
#include <cuda.h>

#define MAXBLOCKSIZE 512
#define BLOCK_SIZE_XY 4

int Size;
float *a, *b, *finalVec;
float *m;
FILE *fp;

void InitProblemOnce(char *filename);
void InitPerRun();
void ForwardSub();
void BackSub();
__global__ void Fan1(float *m, float *a, int Size, int t);
__global__ void Fan2(float *m, float *a, float *b, int Size, int j1, int t);
void InitMat(float *ary, int nrow, int ncol);
void InitAry(float *ary, int ary_size);
void PrintMat(float *ary, int nrow, int ncolumn);
void PrintAry(float *ary, int ary_size);
void checkCUDAError(const char *msg);

unsigned int totalKernelTime = 0;

static double residual(const float *A, const float *x, const float *rhs, int n)
{
  double worst = 0;
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < n; j++) s += (double)A[i * n + j] * x[j];
    worst = fmax(worst, fabs(s - rhs[i]));
  }
  return worst;
}

int main(int argc, char *argv[])
{
  printf("WG size of kernel 1 = %d, WG size of kernel 2= %d X %d\n", MAXBLOCKSIZE, BLOCK_SIZE_XY, BLOCK_SIZE_XY);
  int verbose = 1;
  int i, j;
  char flag;
  if (argc < 2) {
    printf("Usage: gaussian -f filename / -s size [-q]\n");
    exit(0);
  }
  for (i = 1; i < argc; i++) {
    if (argv[i][0] == '-') {
      flag = argv[i][1];
      switch (flag) {
      case 's':
        i++;
        Size = atoi(argv[i]);
        printf("Create matrix internally, size = %d \n", Size);
        break;
      case 'f':
        i++;
        printf("Read file from %s \n", argv[i]);
        InitProblemOnce(argv[i]);
        break;
      case 'q':
        verbose = 0;
        break;
      }
    }
  }
  float *A0 = (float *)malloc(Size * Size * sizeof(float));
  float *b0 = (float *)malloc(Size * sizeof(float));
  memcpy(A0, a, Size * Size * sizeof(float));
  memcpy(b0, b, Size * sizeof(float));

  InitPerRun();
  struct timeval time_start;
  gettimeofday(&time_start, NULL);
  ForwardSub();
  struct timeval time_end;
  gettimeofday(&time_end, NULL);
  unsigned int time_total = (time_end.tv_sec * 1000000 + time_end.tv_usec) -
                            (time_start.tv_sec * 1000000 + time_start.tv_usec);
  if (verbose) {
    printf("Matrix m is: \n");
    PrintMat(m, Size, Size);
  }
  BackSub();
  printf("The final solution is: \n");
  PrintAry(finalVec, Size);
  printf("residual below 1e-4: %s\n", residual(A0, finalVec, b0, Size) < 1e-4 ? "yes" : "no");
  (void)time_total;
  free(m); free(a); free(b); free(finalVec); free(A0); free(b0);

  /* the same elimination driven by getopt, on a generated diagonally dominant system */
  char *args[] = { (char *)"gaussian", (char *)"-s", (char *)"40", (char *)"-v", NULL };
  int opt, n = 0, loud = 0;
  optind = 1;
  while ((opt = getopt(4, args, "s:vq")) != -1) {
    switch (opt) {
    case 's': n = atoi(optarg); break;
    case 'v': loud = 1; break;
    default: return 1;
    }
  }
  Size = n;
  a = (float *)malloc(Size * Size * sizeof(float));
  b = (float *)malloc(Size * sizeof(float));
  for (i = 0; i < Size; i++) {
    for (j = 0; j < Size; j++) a[i * Size + j] = i == j ? 2.0f * Size : (float)((i * 7 + j * 3) % 5) - 2.0f;
    b[i] = (float)(i % 7) - 3.0f;
  }
  A0 = (float *)malloc(Size * Size * sizeof(float));
  b0 = (float *)malloc(Size * sizeof(float));
  memcpy(A0, a, Size * Size * sizeof(float));
  memcpy(b0, b, Size * sizeof(float));
  InitPerRun();
  ForwardSub();
  BackSub();
  printf("getopt: size %d, verbose %d, residual below 1e-4: %s\n", n, loud,
         residual(A0, finalVec, b0, Size) < 1e-4 ? "yes" : "no");
  free(m); free(a); free(b); free(finalVec); free(A0); free(b0);
  return 0;
}

void InitProblemOnce(char *filename)
{
  fp = fopen(filename, "r");
  fscanf(fp, "%d", &Size);
  a = (float *)malloc(Size * Size * sizeof(float));
  InitMat(a, Size, Size);
  b = (float *)malloc(Size * sizeof(float));
  InitAry(b, Size);
  fclose(fp);
}

void InitPerRun()
{
  m = (float *)malloc(Size * Size * sizeof(float));
  for (int i = 0; i < Size * Size; i++) *(m + i) = 0.0;
}

__global__ void Fan1(float *m_cuda, float *a_cuda, int Size, int t)
{
  if (threadIdx.x + blockIdx.x * blockDim.x >= Size - 1 - t) return;
  *(m_cuda + Size * (blockDim.x * blockIdx.x + threadIdx.x + t + 1) + t) =
    *(a_cuda + Size * (blockDim.x * blockIdx.x + threadIdx.x + t + 1) + t) / *(a_cuda + Size * t + t);
}

__global__ void Fan2(float *m_cuda, float *a_cuda, float *b_cuda, int Size, int j1, int t)
{
  if (threadIdx.x + blockIdx.x * blockDim.x >= Size - 1 - t) return;
  if (threadIdx.y + blockIdx.y * blockDim.y >= Size - t) return;
  int xidx = blockIdx.x * blockDim.x + threadIdx.x;
  int yidx = blockIdx.y * blockDim.y + threadIdx.y;
  a_cuda[Size * (xidx + 1 + t) + (yidx + t)] -= m_cuda[Size * (xidx + 1 + t) + t] * a_cuda[Size * t + (yidx + t)];
  if (yidx == 0)
    b_cuda[xidx + 1 + t] -= m_cuda[Size * (xidx + 1 + t) + (yidx + t)] * b_cuda[t];
}

void ForwardSub()
{
  int t;
  float *m_cuda, *a_cuda, *b_cuda;
  cudaMalloc((void **)&m_cuda, Size * Size * sizeof(float));
  cudaMalloc((void **)&a_cuda, Size * Size * sizeof(float));
  cudaMalloc((void **)&b_cuda, Size * sizeof(float));
  cudaMemcpy(m_cuda, m, Size * Size * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(a_cuda, a, Size * Size * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(b_cuda, b, Size * sizeof(float), cudaMemcpyHostToDevice);

  int block_size, grid_size;
  block_size = MAXBLOCKSIZE;
  grid_size = (Size / block_size) + (!(Size % block_size) ? 0 : 1);
  dim3 dimBlock(block_size);
  dim3 dimGrid(grid_size);
  int blockSize2d, gridSize2d;
  blockSize2d = BLOCK_SIZE_XY;
  gridSize2d = (Size / blockSize2d) + (!(Size % blockSize2d ? 0 : 1));
  dim3 dimBlockXY(blockSize2d, blockSize2d);
  dim3 dimGridXY(gridSize2d, gridSize2d);

  for (t = 0; t < (Size - 1); t++) {
    Fan1<<<dimGrid, dimBlock>>>(m_cuda, a_cuda, Size, t);
    cudaDeviceSynchronize();
    Fan2<<<dimGridXY, dimBlockXY>>>(m_cuda, a_cuda, b_cuda, Size, Size - t, t);
    cudaDeviceSynchronize();
    checkCUDAError("Fan2");
  }
  cudaMemcpy(m, m_cuda, Size * Size * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(a, a_cuda, Size * Size * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(b, b_cuda, Size * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(m_cuda);
  cudaFree(a_cuda);
  cudaFree(b_cuda);
}

void BackSub()
{
  finalVec = (float *)malloc(Size * sizeof(float));
  int i, j;
  for (i = 0; i < Size; i++) {
    finalVec[Size - i - 1] = b[Size - i - 1];
    for (j = 0; j < i; j++)
      finalVec[Size - i - 1] -= *(a + Size * (Size - i - 1) + (Size - j - 1)) * finalVec[Size - j - 1];
    finalVec[Size - i - 1] = finalVec[Size - i - 1] / *(a + Size * (Size - i - 1) + (Size - i - 1));
  }
}

void InitMat(float *ary, int nrow, int ncol)
{
  int i, j;
  for (i = 0; i < nrow; i++)
    for (j = 0; j < ncol; j++)
      fscanf(fp, "%f", ary + Size * i + j);
}

void PrintMat(float *ary, int nrow, int ncol)
{
  int i, j;
  for (i = 0; i < nrow; i++) {
    for (j = 0; j < ncol; j++) printf("%8.2f ", *(ary + Size * i + j));
    printf("\n");
  }
  printf("\n");
}

void InitAry(float *ary, int ary_size)
{
  int i;
  for (i = 0; i < ary_size; i++) fscanf(fp, "%f", &ary[i]);
}

void PrintAry(float *ary, int ary_size)
{
  int i;
  for (i = 0; i < ary_size; i++) printf("%.2f ", ary[i]);
  printf("\n\n");
}

void checkCUDAError(const char *msg)
{
  cudaError_t err = cudaGetLastError();
  if (cudaSuccess != err) {
    fprintf(stderr, "Cuda error: %s: %s.\n", msg, cudaGetErrorString(err));
    exit(EXIT_FAILURE);
  }
}
// expect: WG size of kernel 1 = 512, WG size of kernel 2= 4 X 4
// expect: Read file from matrix16.txt 
// expect: The final solution is: 
// expect: 0.16 -0.16 0.34 0.06 -0.04 -0.25 -0.22 0.14 0.10 -0.32 -0.16 0.02 -0.10 -0.23 0.20 0.17 
// expect:
// expect: residual below 1e-4: yes
// expect: getopt: size 40, verbose 1, residual below 1e-4: yes
