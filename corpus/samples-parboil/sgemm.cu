// corpus/samples-parboil/sgemm.cu: Parboil's SGEMM as the suite writes it: `sgemm -i A,Bt -o C`
// parsed by hand as pb_ReadParameters does (comma-separated input list), column-major matrices
// read with std::fstream (`f >> rows >> cols` then the values), the transposed second operand,
// a register-tiled kernel (each thread computes a column strip of C with the B tile in shared
// memory), alpha and beta, the result written with std::ofstream in the same format, read back,
// and checked against a host SGEMM.
// run-args: -i matrix1.txt,matrix2t.txt -o matrix3.txt
// data: matrix1.txt matrix2t.txt
// SPDX-License-Identifier: MIT
#include <iostream>
#include <fstream>
#include <vector>
#include <string>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>

#define TILE_N 8
#define TILE_TB_HEIGHT 4
#define TILE_M (TILE_N * TILE_TB_HEIGHT)

__global__ void mysgemmNT(const float *A, int lda, const float *B, int ldb, float *C, int ldc, int k,
                          float alpha, float beta)
{
  float c[TILE_N];
  for (int i = 0; i < TILE_N; i++) c[i] = 0.0f;
  int mid = threadIdx.y * blockDim.x + threadIdx.x;
  int m = blockIdx.x * TILE_M + mid;
  int n = blockIdx.y * TILE_N + threadIdx.x;
  __shared__ float b_s[TILE_TB_HEIGHT][TILE_N];
  for (int i = 0; i < k; i += TILE_TB_HEIGHT) {
    float a;
    b_s[threadIdx.y][threadIdx.x] = B[n + (i + threadIdx.y) * ldb];
    __syncthreads();
    for (int j = 0; j < TILE_TB_HEIGHT; j++) {
      a = A[m + (i + j) * lda];
      for (int kk = 0; kk < TILE_N; kk++) c[kk] += a * b_s[j][kk];
    }
    __syncthreads();
  }
  int t = ldc * blockIdx.y * TILE_N + m;
  for (int i = 0; i < TILE_N; i++) C[t + i * ldc] = C[t + i * ldc] * beta + alpha * c[i];
}

static bool readColMajorMatrixFile(const char *fn, int &nr_row, int &nr_col, std::vector<float> &v)
{
  std::cerr << "Opening file:" << fn << std::endl;
  std::fstream f(fn, std::fstream::in);
  if (!f.good()) return false;
  f >> nr_row;
  f >> nr_col;
  float data;
  while (f.good()) {
    f >> data;
    if (f.good() || f.eof()) v.push_back(data);
  }
  if (!f.eof() && v.size() != (size_t)(nr_row * nr_col)) return false;
  if (v.size() > (size_t)(nr_row * nr_col)) v.resize(nr_row * nr_col);
  return true;
}

static bool writeColMajorMatrixFile(const char *fn, int nr_row, int nr_col, std::vector<float> &v)
{
  std::fstream f(fn, std::fstream::out);
  if (!f.good()) return false;
  f << nr_row << " " << nr_col << " ";
  for (size_t i = 0; i < v.size(); ++i) f << v[i] << ' ';
  f << "\n";
  return true;
}

struct Params {
  std::vector<std::string> inpFiles;
  std::string outFile;
};

static Params readParameters(int argc, char **argv)
{
  Params p;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-i") && i + 1 < argc) {
      std::string list = argv[++i];
      size_t start = 0, comma;
      while ((comma = list.find(',', start)) != std::string::npos) {
        p.inpFiles.push_back(list.substr(start, comma - start));
        start = comma + 1;
      }
      p.inpFiles.push_back(list.substr(start));
    } else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
      p.outFile = argv[++i];
    }
  }
  return p;
}

int main(int argc, char *argv[])
{
  Params params = readParameters(argc, argv);
  if (params.inpFiles.size() != 2) {
    fprintf(stderr, "Expecting two input filenames\n");
    exit(-1);
  }
  int matArow, matAcol, matBrow, matBcol;
  std::vector<float> matA, matBT;
  if (!readColMajorMatrixFile(params.inpFiles[0].c_str(), matArow, matAcol, matA) ||
      !readColMajorMatrixFile(params.inpFiles[1].c_str(), matBcol, matBrow, matBT)) {
    fprintf(stderr, "cannot read the input files\n");
    return 1;
  }
  std::cout << "A: " << matArow << "x" << matAcol << ", B^T: " << matBcol << "x" << matBrow << std::endl;
  std::vector<float> matC(matArow * matBcol);
  float *dA, *dB, *dC;
  size_t A_sz = matArow * matAcol * sizeof(float), B_sz = matBrow * matBcol * sizeof(float),
         C_sz = matArow * matBcol * sizeof(float);
  cudaMalloc((void **)&dA, A_sz);
  cudaMalloc((void **)&dB, B_sz);
  cudaMalloc((void **)&dC, C_sz);
  cudaMemcpy(dA, &matA.front(), A_sz, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, &matBT.front(), B_sz, cudaMemcpyHostToDevice);
  cudaMemset(dC, 0, C_sz);
  dim3 grid(matArow / TILE_M, matBcol / TILE_N), threads(TILE_N, TILE_TB_HEIGHT);
  if (matArow % TILE_M || matBcol % TILE_N) {
    fprintf(stderr, "unsupported size\n");
    return 1;
  }
  mysgemmNT<<<grid, threads>>>(dA, matArow, dB, matBcol, dC, matArow, matAcol, 1.0f, 0.0f);
  cudaMemcpy(&matC.front(), dC, C_sz, cudaMemcpyDeviceToHost);
  writeColMajorMatrixFile(params.outFile.c_str(), matArow, matBcol, matC);

  int rr, cc;
  std::vector<float> back;
  readColMajorMatrixFile(params.outFile.c_str(), rr, cc, back);
  int bad = 0;
  double trace = 0;
  for (int i = 0; i < matArow; i++)
    for (int j = 0; j < matBcol; j++) {
      float s = 0;
      for (int l = 0; l < matAcol; l++) s += matA[i + l * matArow] * matBT[j + l * matBcol];
      bad += s != back[i + j * matArow];
      if (i == j) trace += s;
    }
  std::cout << "C: " << rr << "x" << cc << ", " << back.size() << " values read back, trace " << trace << ", "
            << bad << " differ from the host" << std::endl;
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  return bad != 0;
}
// stderr-allow: ^Opening file:(matrix1\.txt|matrix2t\.txt|matrix3\.txt)$
// expect: A: 64x40, B^T: 32x40
// expect: C: 64x32, 2048 values read back, trace 91.125, 0 differ from the host
