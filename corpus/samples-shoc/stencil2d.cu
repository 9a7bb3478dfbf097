// corpus/samples-shoc/stencil2d.cu: SHOC's Stencil2D as it is written: a 9-point stencil with
// center, cardinal and diagonal weights over a matrix with a one-element halo, a templated kernel
// (float and double) that stages a tile plus its halo in shared memory, the host's serial
// stencil as the reference, the two buffers swapped after each iteration, and the comparison with
// the reference. The weights (1/4, 1/8, 1/16) and the integer initial values keep every value
// exact for the iterations run, so the check is exact; the sums printed are exact too.
// SPDX-License-Identifier: MIT
#include <iostream>
#include <iomanip>
#include <vector>
#include <string>
#include <cstdlib>
#include <cassert>

#define CUDA_CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
    std::cerr << __FILE__ << ":" << __LINE__ << ": " << cudaGetErrorString(e) << std::endl; std::exit(1); } } while (0)

const int LROWS = 16;
const int LCOLS = 16;

template <class T>
struct Matrix2D {
  int rows, cols;              // with the halo
  std::vector<T> data;
  Matrix2D(int r, int c) : rows(r), cols(c), data((size_t)r * c) {}
  T &at(int i, int j) { return data[(size_t)i * cols + j]; }
  const T &at(int i, int j) const { return data[(size_t)i * cols + j]; }
};

template <class T>
__global__ void StencilKernel(const T *data, T *newData, int alignment, T wCenter, T wCardinal, T wDiagonal)
{
  __shared__ T sh[LROWS + 2][LCOLS + 2];
  int gRow = blockIdx.y * LROWS + threadIdx.y + 1;   // +1: skip the halo
  int gCol = blockIdx.x * LCOLS + threadIdx.x + 1;
  int pitch = alignment;
  int lr = threadIdx.y + 1, lc = threadIdx.x + 1;

  sh[lr][lc] = data[gRow * pitch + gCol];
  if (threadIdx.y == 0) sh[0][lc] = data[(gRow - 1) * pitch + gCol];
  if (threadIdx.y == LROWS - 1) sh[LROWS + 1][lc] = data[(gRow + 1) * pitch + gCol];
  if (threadIdx.x == 0) sh[lr][0] = data[gRow * pitch + gCol - 1];
  if (threadIdx.x == LCOLS - 1) sh[lr][LCOLS + 1] = data[gRow * pitch + gCol + 1];
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    sh[0][0] = data[(gRow - 1) * pitch + gCol - 1];
    sh[0][LCOLS + 1] = data[(gRow - 1) * pitch + gCol + LCOLS];
    sh[LROWS + 1][0] = data[(gRow + LROWS) * pitch + gCol - 1];
    sh[LROWS + 1][LCOLS + 1] = data[(gRow + LROWS) * pitch + gCol + LCOLS];
  }
  __syncthreads();

  T center = sh[lr][lc];
  T cardinal = sh[lr - 1][lc] + sh[lr + 1][lc] + sh[lr][lc - 1] + sh[lr][lc + 1];
  T diagonal = sh[lr - 1][lc - 1] + sh[lr - 1][lc + 1] + sh[lr + 1][lc - 1] + sh[lr + 1][lc + 1];
  newData[gRow * pitch + gCol] = wCenter * center + wCardinal * cardinal + wDiagonal * diagonal;
}

template <class T>
void SerialStencil(const Matrix2D<T> &in, Matrix2D<T> &out, T wc, T wa, T wd)
{
  for (int i = 1; i < in.rows - 1; i++)
    for (int j = 1; j < in.cols - 1; j++) {
      T cardinal = in.at(i - 1, j) + in.at(i + 1, j) + in.at(i, j - 1) + in.at(i, j + 1);
      T diagonal = in.at(i - 1, j - 1) + in.at(i - 1, j + 1) + in.at(i + 1, j - 1) + in.at(i + 1, j + 1);
      out.at(i, j) = wc * in.at(i, j) + wa * cardinal + wd * diagonal;
    }
}

template <class T>
bool RunTest(const std::string &name, int rows, int cols, int iters)
{
  assert(rows % LROWS == 0 && cols % LCOLS == 0);
  Matrix2D<T> a(rows + 2, cols + 2), b(rows + 2, cols + 2);
  for (int i = 0; i < a.rows; i++)
    for (int j = 0; j < a.cols; j++)
      a.at(i, j) = b.at(i, j) = (T)((i * 7 + j * 13) % 64);

  T wc = 0.25, wa = 0.125, wd = 0.0625;
  size_t bytes = a.data.size() * sizeof(T);
  T *dA, *dB;
  CUDA_CHECK(cudaMalloc(&dA, bytes));
  CUDA_CHECK(cudaMalloc(&dB, bytes));
  CUDA_CHECK(cudaMemcpy(dA, a.data.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, a.data.data(), bytes, cudaMemcpyHostToDevice));   // the halo of both

  dim3 block(LCOLS, LROWS);
  dim3 grid(cols / LCOLS, rows / LROWS);
  for (int it = 0; it < iters; it++) {
    StencilKernel<T><<<grid, block>>>(dA, dB, a.cols, wc, wa, wd);
    CUDA_CHECK(cudaGetLastError());
    std::swap(dA, dB);
  }
  Matrix2D<T> gpu(rows + 2, cols + 2);
  CUDA_CHECK(cudaMemcpy(gpu.data.data(), dA, bytes, cudaMemcpyDeviceToHost));

  for (int it = 0; it < iters; it++) {
    SerialStencil(a, b, wc, wa, wd);
    std::swap(a.data, b.data);
  }
  long mismatches = 0;
  T sum = 0;
  for (int i = 0; i < a.rows; i++)
    for (int j = 0; j < a.cols; j++) {
      if (gpu.at(i, j) != a.at(i, j)) mismatches++;
      sum += a.at(i, j);
    }
  std::cout << std::left << std::setw(7) << name << std::right << rows << "x" << cols << ", " << iters
            << " iterations: sum " << std::fixed << std::setprecision(6) << sum
            << ", corner " << a.at(1, 1) << ", " << (mismatches ? "FAILED" : "PASSED") << std::endl;
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  return mismatches == 0;
}

int main(int argc, char *argv[])
{
  int size = argc > 1 ? std::atoi(argv[1]) : 64;
  int iters = argc > 2 ? std::atoi(argv[2]) : 5;
  bool ok = RunTest<float>("SP", size, size, iters);
  ok = RunTest<double>("DP", size, size * 2, iters) && ok;
  return ok ? 0 : 1;
}
// run-args: 64 4
// timeout: 60
// expect: SP     64x64, 4 iterations: sum 137141.828125, corner 18.969727, PASSED
// expect: DP     64x128, 4 iterations: sum 270197.969727, corner 18.969727, PASSED
