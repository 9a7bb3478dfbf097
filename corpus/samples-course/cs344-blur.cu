// corpus/samples-course/cs344-blur.cu: Udacity cs344 problem set 2 as students write it: an RGBA
// image (generated here: gradients, a checkerboard and a disc) in uchar4, separateChannels into
// three planes, gaussian_blur of each plane with a normalised 9x9 filter (clamped at the edges),
// recombineChannels, the three channel kernels launched on three streams with a 2D grid
// computed from the image size; the course's reference on the host, the comparison allowing the
// off-by-one of float rounding as the course's compare does, and the result written as a binary
// PPM under /tmp and read back with std::ifstream. The GPU's contracted multiply-adds may move a
// pixel by one, so only the host's checksum is printed. Expected output from the host part
// built with g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cmath>
#include <cstdlib>
#include <vector>
#include <string>
#include <fstream>
#include <iostream>
#include <numeric>
#include <algorithm>

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
template <typename T>
void check(T err, const char *const func, const char *const file, const int line)
{
  if (err != cudaSuccess) {
    std::cerr << "CUDA error at: " << file << ":" << line << std::endl;
    std::cerr << cudaGetErrorString(err) << " " << func << std::endl;
    exit(1);
  }
}

__global__ void gaussian_blur(const unsigned char *const inputChannel, unsigned char *const outputChannel,
                              int numRows, int numCols, const float *const filter, const int filterWidth)
{
  const int2 thread_2D_pos = make_int2(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y * blockDim.y + threadIdx.y);
  const int thread_1D_pos = thread_2D_pos.y * numCols + thread_2D_pos.x;
  if (thread_2D_pos.x >= numCols || thread_2D_pos.y >= numRows)
    return;
  float result = 0.f;
  for (int filter_r = -filterWidth / 2; filter_r <= filterWidth / 2; ++filter_r) {
    for (int filter_c = -filterWidth / 2; filter_c <= filterWidth / 2; ++filter_c) {
      int image_r = min(max(thread_2D_pos.y + filter_r, 0), numRows - 1);
      int image_c = min(max(thread_2D_pos.x + filter_c, 0), numCols - 1);
      float image_value = static_cast<float>(inputChannel[image_r * numCols + image_c]);
      float filter_value = filter[(filter_r + filterWidth / 2) * filterWidth + filter_c + filterWidth / 2];
      result += image_value * filter_value;
    }
  }
  outputChannel[thread_1D_pos] = result;
}

__global__ void separateChannels(const uchar4 *const inputImageRGBA, int numRows, int numCols,
                                 unsigned char *const redChannel, unsigned char *const greenChannel,
                                 unsigned char *const blueChannel)
{
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= numCols || y >= numRows) return;
  int idx = y * numCols + x;
  uchar4 px = inputImageRGBA[idx];
  redChannel[idx] = px.x;
  greenChannel[idx] = px.y;
  blueChannel[idx] = px.z;
}

__global__ void recombineChannels(const unsigned char *const redChannel, const unsigned char *const greenChannel,
                                  const unsigned char *const blueChannel, uchar4 *const outputImageRGBA,
                                  int numRows, int numCols)
{
  const int2 thread_2D_pos = make_int2(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y * blockDim.y + threadIdx.y);
  const int thread_1D_pos = thread_2D_pos.y * numCols + thread_2D_pos.x;
  if (thread_2D_pos.x >= numCols || thread_2D_pos.y >= numRows)
    return;
  unsigned char red = redChannel[thread_1D_pos];
  unsigned char green = greenChannel[thread_1D_pos];
  unsigned char blue = blueChannel[thread_1D_pos];
  // Alpha should be 255 for no transparency
  uchar4 outputPixel = make_uchar4(red, green, blue, 255);
  outputImageRGBA[thread_1D_pos] = outputPixel;
}

static void referenceCalculation(const uchar4 *const rgbaImage, uchar4 *const outputImage, size_t numRows,
                                 size_t numCols, const float *const filter, const int filterWidth)
{
  for (int ch = 0; ch < 3; ch++) {
    for (int r = 0; r < (int)numRows; ++r) {
      for (int c = 0; c < (int)numCols; ++c) {
        float result = 0.f;
        for (int filter_r = -filterWidth / 2; filter_r <= filterWidth / 2; ++filter_r) {
          for (int filter_c = -filterWidth / 2; filter_c <= filterWidth / 2; ++filter_c) {
            int image_r = std::min(std::max(r + filter_r, 0), static_cast<int>(numRows - 1));
            int image_c = std::min(std::max(c + filter_c, 0), static_cast<int>(numCols - 1));
            const uchar4 &p = rgbaImage[image_r * numCols + image_c];
            float image_value = static_cast<float>(ch == 0 ? p.x : ch == 1 ? p.y : p.z);
            float filter_value = filter[(filter_r + filterWidth / 2) * filterWidth + filter_c + filterWidth / 2];
            result += image_value * filter_value;
          }
        }
        unsigned char v = static_cast<unsigned char>(result);
        uchar4 &o = outputImage[r * numCols + c];
        if (ch == 0) o.x = v; else if (ch == 1) o.y = v; else { o.z = v; o.w = 255; }
      }
    }
  }
}

int main(int argc, char **argv)
{
  const size_t numRows = 64, numCols = 96;
  const int blurKernelWidth = 9;
  const float blurKernelSigma = 2.;
  std::vector<uchar4> h_inputImageRGBA(numRows * numCols);
  for (size_t r = 0; r < numRows; r++)
    for (size_t c = 0; c < numCols; c++) {
      int dr = (int)r - 32, dc = (int)c - 48;
      bool disc = dr * dr + dc * dc < 20 * 20;
      unsigned char red = (unsigned char)(c * 255 / (numCols - 1));
      unsigned char green = ((r / 8 + c / 8) % 2) ? 200 : 30;
      unsigned char blue = disc ? 250 : (unsigned char)(r * 4);
      h_inputImageRGBA[r * numCols + c] = make_uchar4(red, green, blue, 255);
    }

  // the normalised Gaussian filter, as the course's preProcess builds it
  std::vector<float> h_filter(blurKernelWidth * blurKernelWidth);
  float filterSum = 0.f;
  for (int r = -blurKernelWidth / 2; r <= blurKernelWidth / 2; ++r) {
    for (int c = -blurKernelWidth / 2; c <= blurKernelWidth / 2; ++c) {
      float filterValue = expf(-(float)(c * c + r * r) / (2.f * blurKernelSigma * blurKernelSigma));
      h_filter[(r + blurKernelWidth / 2) * blurKernelWidth + c + blurKernelWidth / 2] = filterValue;
      filterSum += filterValue;
    }
  }
  float normalizationFactor = 1.f / filterSum;
  for (float &v : h_filter) v *= normalizationFactor;
  printf("filter centre %.6f, corner %.6f\n", h_filter[40], h_filter[0]);

  const size_t numPixels = numRows * numCols;
  uchar4 *d_inputImageRGBA, *d_outputImageRGBA;
  unsigned char *d_red, *d_green, *d_blue, *d_redBlurred, *d_greenBlurred, *d_blueBlurred;
  float *d_filter;
  checkCudaErrors(cudaMalloc(&d_inputImageRGBA, sizeof(uchar4) * numPixels));
  checkCudaErrors(cudaMalloc(&d_outputImageRGBA, sizeof(uchar4) * numPixels));
  checkCudaErrors(cudaMalloc(&d_red, numPixels));
  checkCudaErrors(cudaMalloc(&d_green, numPixels));
  checkCudaErrors(cudaMalloc(&d_blue, numPixels));
  checkCudaErrors(cudaMalloc(&d_redBlurred, numPixels));
  checkCudaErrors(cudaMalloc(&d_greenBlurred, numPixels));
  checkCudaErrors(cudaMalloc(&d_blueBlurred, numPixels));
  checkCudaErrors(cudaMalloc(&d_filter, sizeof(float) * h_filter.size()));
  checkCudaErrors(cudaMemcpy(d_inputImageRGBA, h_inputImageRGBA.data(), sizeof(uchar4) * numPixels, cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(d_filter, h_filter.data(), sizeof(float) * h_filter.size(), cudaMemcpyHostToDevice));

  const dim3 blockSize(16, 16, 1);
  const dim3 gridSize((numCols + blockSize.x - 1) / blockSize.x, (numRows + blockSize.y - 1) / blockSize.y, 1);
  separateChannels<<<gridSize, blockSize>>>(d_inputImageRGBA, numRows, numCols, d_red, d_green, d_blue);
  cudaDeviceSynchronize(); checkCudaErrors(cudaGetLastError());

  cudaStream_t s[3];
  for (auto &st : s) checkCudaErrors(cudaStreamCreate(&st));
  gaussian_blur<<<gridSize, blockSize, 0, s[0]>>>(d_red, d_redBlurred, numRows, numCols, d_filter, blurKernelWidth);
  gaussian_blur<<<gridSize, blockSize, 0, s[1]>>>(d_green, d_greenBlurred, numRows, numCols, d_filter, blurKernelWidth);
  gaussian_blur<<<gridSize, blockSize, 0, s[2]>>>(d_blue, d_blueBlurred, numRows, numCols, d_filter, blurKernelWidth);
  cudaDeviceSynchronize(); checkCudaErrors(cudaGetLastError());
  recombineChannels<<<gridSize, blockSize>>>(d_redBlurred, d_greenBlurred, d_blueBlurred, d_outputImageRGBA, numRows, numCols);
  cudaDeviceSynchronize(); checkCudaErrors(cudaGetLastError());

  std::vector<uchar4> h_out(numPixels), h_ref(numPixels);
  checkCudaErrors(cudaMemcpy(h_out.data(), d_outputImageRGBA, sizeof(uchar4) * numPixels, cudaMemcpyDeviceToHost));
  referenceCalculation(h_inputImageRGBA.data(), h_ref.data(), numRows, numCols, h_filter.data(), blurKernelWidth);

  int maxDiff = 0;
  size_t offByOne = 0;
  for (size_t i = 0; i < numPixels; i++) {
    int d[4] = { std::abs(h_out[i].x - h_ref[i].x), std::abs(h_out[i].y - h_ref[i].y),
                 std::abs(h_out[i].z - h_ref[i].z), std::abs(h_out[i].w - h_ref[i].w) };
    for (int k : d) { maxDiff = std::max(maxDiff, k); offByOne += k == 1; }
  }
  unsigned long checksum = std::accumulate(h_ref.begin(), h_ref.end(), 0ul,
      [](unsigned long acc, const uchar4 &p) { return acc * 31 % 1000000007ul + p.x + 2 * p.y + 3 * p.z; });
  std::cout << "reference checksum " << checksum << ", centre pixel (" << (int)h_ref[32 * numCols + 48].x << ", "
            << (int)h_ref[32 * numCols + 48].y << ", " << (int)h_ref[32 * numCols + 48].z << ")" << std::endl;
  std::cout << (maxDiff <= 1 ? "PASS" : "FAIL") << ": GPU within 1 of the reference" << std::endl;

  // the result as a PPM file
  std::string path = std::string("/tmp/cs344-blur-") + std::to_string(rand() % 100000) + ".ppm";
  {
    std::ofstream out(path, std::ios::binary);
    out << "P6\n" << numCols << " " << numRows << "\n255\n";
    for (const uchar4 &p : h_out) out.put(p.x).put(p.y).put(p.z);
  }
  std::ifstream in(path, std::ios::binary);
  std::string magic;
  size_t w, h;
  int maxval;
  in >> magic >> w >> h >> maxval;
  in.get();
  std::vector<char> bytes(w * h * 3);
  in.read(bytes.data(), bytes.size());
  std::cout << "wrote " << magic << " " << w << "x" << h << " maxval " << maxval << ", read back " << in.gcount()
            << " bytes, " << (bytes[0] == (char)h_out[0].x ? "first pixel matches" : "first pixel DIFFERS") << std::endl;
  in.close();
  std::remove(path.c_str());

  for (auto &st : s) checkCudaErrors(cudaStreamDestroy(st));
  cudaFree(d_inputImageRGBA); cudaFree(d_outputImageRGBA); cudaFree(d_red); cudaFree(d_green); cudaFree(d_blue);
  cudaFree(d_redBlurred); cudaFree(d_greenBlurred); cudaFree(d_blueBlurred); cudaFree(d_filter);
  (void)argc; (void)argv; (void)offByOne;
  return maxDiff <= 1 ? 0 : 1;
}
// timeout: 60
// expect: filter centre 0.041683, corner 0.000763
// expect: reference checksum 492498163, centre pixel (128, 111, 249)
// expect: PASS: GPU within 1 of the reference
// expect: wrote P6 96x64 maxval 255, read back 18432 bytes, first pixel matches
