// corpus/samples/box-filter.cu: the shape of the samples' image filters (boxFilter,
// convolutionSeparable): the input image ships next to the program and is found with
// sdkFindFilePath, loaded with sdkLoadPGM (its header has a comment line), filtered on the GPU
// with a 3x3 box and clamped borders, checked against a CPU gold image with compareData, saved
// with sdkSavePGM and compared file to file with sdkComparePGM. The checksum was computed
// independently of cudak (47781).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#include <helper_cuda.h>
#include <helper_functions.h>

__device__ __host__ int clampi(int v, int lo, int hi)
{
  return v < lo ? lo : (v > hi ? hi : v);
}

__global__ void box3x3(const unsigned char *in, unsigned char *out, int w, int h)
{
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  int s = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      s += in[clampi(y + dy, 0, h - 1) * w + clampi(x + dx, 0, w - 1)];
  out[y * w + x] = (unsigned char)(s / 9);
}

static void box3x3_gold(const unsigned char *in, unsigned char *out, int w, int h)
{
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int s = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
          s += in[clampi(y + dy, 0, h - 1) * w + clampi(x + dx, 0, w - 1)];
      out[y * w + x] = (unsigned char)(s / 9);
    }
}

int main(int argc, char **argv)
{
  printf("%s Starting...\n\n", "box-filter");
  findCudaDevice(argc, (const char **)argv);
  char *image_path = sdkFindFilePath("teapot24x16.pgm", argv[0]);
  if (image_path == NULL) {
    printf("Unable to source image file: %s\n", "teapot24x16.pgm");
    exit(EXIT_FAILURE);
  }
  unsigned char *h_img = NULL;
  unsigned int width, height;
  if (!sdkLoadPGM(image_path, &h_img, &width, &height)) {
    printf("Unable to load %s\n", image_path);
    exit(EXIT_FAILURE);
  }
  printf("Loaded '%s', %d x %d pixels\n", "teapot24x16.pgm", width, height);
  size_t bytes = width * height;
  unsigned char *d_in, *d_out;
  checkCudaErrors(cudaMalloc((void **)&d_in, bytes));
  checkCudaErrors(cudaMalloc((void **)&d_out, bytes));
  checkCudaErrors(cudaMemcpy(d_in, h_img, bytes, cudaMemcpyHostToDevice));
  StopWatchInterface *timer = NULL;
  sdkCreateTimer(&timer);
  sdkStartTimer(&timer);
  dim3 threads(8, 8);
  dim3 grid((width + threads.x - 1) / threads.x, (height + threads.y - 1) / threads.y);
  box3x3<<<grid, threads>>>(d_in, d_out, width, height);
  getLastCudaError("box3x3 failed");
  checkCudaErrors(cudaDeviceSynchronize());
  sdkStopTimer(&timer);
  unsigned char *h_out = (unsigned char *)malloc(bytes);
  unsigned char *gold = (unsigned char *)malloc(bytes);
  checkCudaErrors(cudaMemcpy(h_out, d_out, bytes, cudaMemcpyDeviceToHost));
  box3x3_gold(h_img, gold, width, height);
  long sum = 0;
  for (size_t i = 0; i < bytes; i++)
    sum += h_out[i];
  printf("checksum %ld, corners %d %d, pixel (7,5) %d\n", sum, h_out[0], h_out[bytes - 1],
         h_out[5 * width + 7]);
  printf("time measured: %d\n", sdkGetTimerValue(&timer) >= 0.0f);
  sdkSavePGM("box-filter_out.pgm", h_out, width, height);
  sdkSavePGM("box-filter_gold.pgm", gold, width, height);
  bool ok = compareData(gold, h_out, (unsigned int)bytes, 0, 0.0f) &&
            sdkComparePGM("box-filter_out.pgm", "box-filter_gold.pgm", 0.0f, 0.0f, false);
  sdkDeleteTimer(&timer);
  checkCudaErrors(cudaFree(d_in));
  checkCudaErrors(cudaFree(d_out));
  free(h_img);
  free(h_out);
  free(gold);
  free(image_path);
  printf("%s\n", ok ? "Test passed" : "Test failed!");
  exit(ok ? EXIT_SUCCESS : EXIT_FAILURE);
}
// data: teapot24x16.pgm
// cudak-args: --leakcheck=no
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: box-filter Starting...
// expect:
// expect: GPU Device 0: "Maxwell" with compute capability 5.2
// expect:
// expect: Loaded 'teapot24x16.pgm', 24 x 16 pixels
// expect: checksum 47781, corners 6 103, pixel (7,5) 118
// expect: time measured: 1
// expect: Test passed
