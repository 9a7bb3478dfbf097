// corpus/samples-course/cs344-tonemap.cu: Udacity cs344 problem set 3 (tone mapping) as students
// write it: the log-luminance channel of an HDR image (generated on the host, as the course's
// preProcess computes it with log10f), then on the GPU the minimum and maximum by a shared-memory
// reduction in two passes (fminf/fmaxf), a histogram of numBins = 1024 bins with atomicAdd, and
// the exclusive scan of the histogram (Blelloch's up-sweep and down-sweep in one block) giving
// the cumulative distribution; the host's reference of each step and the comparison. Every
// device step is exact (min/max, integer counts, the same bin arithmetic), so the values printed
// are the host's and the GPU's alike. Expected output from the host part built with g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cmath>
#include <cfloat>
#include <vector>
#include <algorithm>
#include <cassert>

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
static void check(cudaError_t err, const char *const func, const char *const file, const int line)
{
  if (err != cudaSuccess) {
    fprintf(stderr, "CUDA error at: %s:%d\n%s %s\n", file, line, cudaGetErrorString(err), func);
    exit(1);
  }
}

template <bool IS_MIN>
__global__ void reduce_minmax(const float *const d_in, float *d_out, const size_t size)
{
  extern __shared__ float sdata[];
  int tid = threadIdx.x;
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = gid < size ? d_in[gid] : (IS_MIN ? FLT_MAX : -FLT_MAX);
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] = IS_MIN ? fminf(sdata[tid], sdata[tid + s]) : fmaxf(sdata[tid], sdata[tid + s]);
    __syncthreads();
  }
  if (tid == 0)
    d_out[blockIdx.x] = sdata[0];
}

__global__ void histogram_kernel(unsigned int *d_bins, const float *d_in, const int numBins,
                                 const float lumMin, const float lumRange, const size_t size)
{
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= size) return;
  int bin = (d_in[gid] - lumMin) / lumRange * numBins;
  bin = min(bin, numBins - 1);
  atomicAdd(&d_bins[bin], 1);
}

// Blelloch's exclusive scan of n (a power of two, 2 * blockDim.x) elements in one block
__global__ void blelloch_scan(unsigned int *d_bins, int n)
{
  extern __shared__ unsigned int temp[];
  int thid = threadIdx.x;
  int offset = 1;
  temp[2 * thid] = d_bins[2 * thid];
  temp[2 * thid + 1] = d_bins[2 * thid + 1];
  for (int d = n >> 1; d > 0; d >>= 1) {   // build sum in place up the tree
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (thid == 0) temp[n - 1] = 0;          // clear the last element
  for (int d = 1; d < n; d *= 2) {         // traverse down tree & build scan
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      unsigned int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  d_bins[2 * thid] = temp[2 * thid];
  d_bins[2 * thid + 1] = temp[2 * thid + 1];
}

static float reduce(const float *d_in, size_t n, bool isMin)
{
  const int threads = 256;
  size_t blocks = (n + threads - 1) / threads;
  float *d_partial, *d_result;
  checkCudaErrors(cudaMalloc(&d_partial, blocks * sizeof(float)));
  checkCudaErrors(cudaMalloc(&d_result, sizeof(float)));
  if (isMin) reduce_minmax<true><<<blocks, threads, threads * sizeof(float)>>>(d_in, d_partial, n);
  else reduce_minmax<false><<<blocks, threads, threads * sizeof(float)>>>(d_in, d_partial, n);
  // the second pass: one block over the partial results
  assert(blocks <= 1024);
  int t2 = 1;
  while (t2 < (int)blocks) t2 *= 2;
  if (isMin) reduce_minmax<true><<<1, t2, t2 * sizeof(float)>>>(d_partial, d_result, blocks);
  else reduce_minmax<false><<<1, t2, t2 * sizeof(float)>>>(d_partial, d_result, blocks);
  float r;
  checkCudaErrors(cudaMemcpy(&r, d_result, sizeof(float), cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaFree(d_partial));
  checkCudaErrors(cudaFree(d_result));
  return r;
}

int main()
{
  const size_t numRows = 120, numCols = 160, numPixels = numRows * numCols;
  const int numBins = 1024;
  // an "HDR" image: a bright window in a dark room, luminance spanning five decades
  std::vector<float> h_logLuminance(numPixels);
  for (size_t r = 0; r < numRows; r++)
    for (size_t c = 0; c < numCols; c++) {
      float red = 0.02f + 0.001f * (float)((r * 7 + c * 3) % 50);
      float green = 0.01f + 0.0005f * (float)(c % 40);
      float blue = 0.005f;
      if (r > 30 && r < 70 && c > 50 && c < 110) { red = 800.f + (float)c; green = 900.f; blue = 1000.f - (float)r; }
      float lum = 0.2126f * red + 0.7152f * green + 0.0722f * blue;
      h_logLuminance[r * numCols + c] = log10f(lum + 0.0001f);
    }

  float *d_logLuminance;
  unsigned int *d_cdf;
  checkCudaErrors(cudaMalloc(&d_logLuminance, numPixels * sizeof(float)));
  checkCudaErrors(cudaMalloc(&d_cdf, numBins * sizeof(unsigned int)));
  checkCudaErrors(cudaMemcpy(d_logLuminance, h_logLuminance.data(), numPixels * sizeof(float), cudaMemcpyHostToDevice));

  float min_logLum = reduce(d_logLuminance, numPixels, true);
  float max_logLum = reduce(d_logLuminance, numPixels, false);
  float lumRange = max_logLum - min_logLum;
  checkCudaErrors(cudaMemset(d_cdf, 0, numBins * sizeof(unsigned int)));
  histogram_kernel<<<(numPixels + 255) / 256, 256>>>(d_cdf, d_logLuminance, numBins, min_logLum, lumRange, numPixels);
  blelloch_scan<<<1, numBins / 2, numBins * sizeof(unsigned int)>>>(d_cdf, numBins);
  checkCudaErrors(cudaGetLastError());
  std::vector<unsigned int> h_cdf(numBins);
  checkCudaErrors(cudaMemcpy(h_cdf.data(), d_cdf, numBins * sizeof(unsigned int), cudaMemcpyDeviceToHost));

  // the reference
  float refMin = *std::min_element(h_logLuminance.begin(), h_logLuminance.end());
  float refMax = *std::max_element(h_logLuminance.begin(), h_logLuminance.end());
  float refRange = refMax - refMin;
  std::vector<unsigned int> histo(numBins, 0), refCdf(numBins, 0);
  for (size_t i = 0; i < numPixels; i++) {
    int bin = std::min(static_cast<unsigned int>(numBins - 1),
                       static_cast<unsigned int>((h_logLuminance[i] - refMin) / refRange * numBins));
    histo[bin]++;
  }
  for (int i = 1; i < numBins; i++) refCdf[i] = refCdf[i - 1] + histo[i - 1];

  printf("min %f max %f range %f (reference %s)\n", refMin, refMax, refRange,
         refMin == min_logLum && refMax == max_logLum ? "matches" : "DIFFERS");
  int used = std::count_if(histo.begin(), histo.end(), [](unsigned int h) { return h != 0; });
  int fullest = std::max_element(histo.begin(), histo.end()) - histo.begin();
  printf("%d of %d bins used, fullest bin %d with %u pixels\n", used, numBins, fullest, histo[fullest]);
  printf("cdf[0] %u cdf[256] %u cdf[512] %u cdf[1023] %u\n", refCdf[0], refCdf[256], refCdf[512], refCdf[1023]);
  printf("GPU cdf %s\n", h_cdf == refCdf ? "matches" : "DIFFERS");
  checkCudaErrors(cudaFree(d_logLuminance));
  checkCudaErrors(cudaFree(d_cdf));
  return 0;
}
// expect: min -1.925732 max 2.957557 range 4.883289 (reference matches)
// expect: 104 of 1024 bins used, fullest bin 1023 with 1586 pixels
// expect: cdf[0] 0 cdf[256] 16899 cdf[512] 16899 cdf[1023] 17614
// expect: GPU cdf matches
