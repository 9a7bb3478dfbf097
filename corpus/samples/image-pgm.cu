// corpus/samples/image-pgm.cu: the shape of the CUDA samples' image filters (boxFilter,
// dct8x8, ...): a kernel inverts an 8-bit image, the result is saved with sdkSavePGM, loaded
// back as bytes and as floats with sdkLoadPGM, and checked against a gold image with
// sdkComparePGM, compareData and sdkCompareL2fe; the same with a 4-channel PPM
// (sdkSavePPM4ub, sdkLoadPPM4ub, sdkComparePPM), a data file written with sdkWriteFile and
// read with sdkReadFile, and sdkFindFilePath locating the input. Error paths: a missing image,
// a file that is not a PGM, a mismatching image. sdkComparePGM and sdkComparePPM leak the two
// images they load, in the original too; the leak check is off so that the status is the
// program's under either exit-status rule.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
#include <helper_cuda.h>
#include <helper_functions.h>

#define W 64
#define H 48

__global__ void invert(const unsigned char *in, unsigned char *out, int w, int h)
{
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = 255 - in[y * w + x];
}

int main(int argc, char **argv)
{
  printf("%s Starting...\n\n", "image-pgm");
  int dev = findCudaDevice(argc, (const char **)argv);
  (void)dev;

  unsigned char *h_src = (unsigned char *)malloc(W * H);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      h_src[y * W + x] = (unsigned char)((x * 4 + y) & 0xff);
  if (!sdkSavePGM("source.pgm", h_src, W, H)) {
    printf("sdkSavePGM failed\n");
    return EXIT_FAILURE;
  }
  char *src_path = sdkFindFilePath("source.pgm", argv[0]);
  printf("input found at %s\n", src_path ? src_path : "(nowhere)");

  unsigned char *h_img = NULL;
  unsigned int w = 0, h = 0;
  if (!sdkLoadPGM(src_path, &h_img, &w, &h)) {
    printf("unable to load %s\n", src_path);
    return EXIT_FAILURE;
  }
  printf("loaded %s: %u x %u\n", src_path, w, h);

  unsigned char *d_in, *d_out;
  checkCudaErrors(cudaMalloc((void **)&d_in, w * h));
  checkCudaErrors(cudaMalloc((void **)&d_out, w * h));
  checkCudaErrors(cudaMemcpy(d_in, h_img, w * h, cudaMemcpyHostToDevice));
  dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
  invert<<<grid, block>>>(d_in, d_out, w, h);
  getLastCudaError("invert kernel failed");
  unsigned char *h_out = (unsigned char *)malloc(w * h);
  checkCudaErrors(cudaMemcpy(h_out, d_out, w * h, cudaMemcpyDeviceToHost));
  sdkSavePGM("result.pgm", h_out, w, h);

  unsigned char *gold = (unsigned char *)malloc(w * h);
  for (unsigned int i = 0; i < w * h; i++)
    gold[i] = 255 - h_img[i];
  sdkSavePGM("gold.pgm", gold, w, h);
  printf("compareData: %s\n", compareData(gold, h_out, w * h, 0.0f, 0.0f) ? "PASS" : "FAIL");
  printf("sdkComparePGM: %s\n", sdkComparePGM("result.pgm", "gold.pgm", 0.0f, 0.0f, false) ? "PASS" : "FAIL");

  float *f_img = NULL;
  sdkLoadPGM("result.pgm", &f_img, &w, &h);
  printf("as floats: first %.4f last %.4f\n", f_img[0], f_img[w * h - 1]);
  float *f_gold = (float *)malloc(w * h * sizeof(float));
  for (unsigned int i = 0; i < w * h; i++)
    f_gold[i] = gold[i] / 255.0f;
  printf("sdkCompareL2fe: %s\n", sdkCompareL2fe(f_gold, f_img, w * h, 1e-6f) ? "PASS" : "FAIL");
  f_img[10] += 0.5f;
  printf("after a change: L2 %s, compareData %s\n",
         sdkCompareL2fe(f_gold, f_img, w * h, 1e-6f) ? "PASS" : "FAIL",
         compareData(f_gold, f_img, w * h, 0.01f, 0.0f) ? "PASS" : "FAIL");
  printf("with a 1%% threshold: %s\n", compareData(f_gold, f_img, w * h, 0.01f, 0.01f) ? "PASS" : "FAIL");

  h_out[5] = 0;
  sdkSavePGM("result.pgm", h_out, w, h);
  printf("changed pixel: %s\n", sdkComparePGM("result.pgm", "gold.pgm", 0.0f, 0.0f, false) ? "PASS" : "FAIL");

  unsigned char *rgba = (unsigned char *)malloc(w * h * 4);
  for (unsigned int i = 0; i < w * h * 4; i++)
    rgba[i] = (i % 4 == 3) ? 0 : (unsigned char)(i * 7);
  sdkSavePPM4ub("color.ppm", rgba, w, h);
  unsigned char *rgba_back = NULL;
  unsigned int pw, ph;
  sdkLoadPPM4ub("color.ppm", &rgba_back, &pw, &ph);
  printf("ppm: %u x %u, round trip %s, sdkComparePPM %s\n", pw, ph,
         compareData(rgba, rgba_back, w * h * 4, 0, 0.0f) ? "PASS" : "FAIL",
         sdkComparePPM("color.ppm", "color.ppm", 0.0f, 0.0f, false) ? "PASS" : "FAIL");

  float values[5] = {0.5f, 1.25f, -3.0f, 100.0f, 1e-3f};
  sdkWriteFile("values.dat", values, 5, 0.001f, false);
  FILE *f = fopen("values.dat", "r");
  char line[128];
  while (fgets(line, sizeof line, f))
    printf("values.dat: %s", line);
  fclose(f);
  f = fopen("plain.dat", "w");
  fprintf(f, "1.5 2.5 3.5\n");
  fclose(f);
  float *read_back = NULL;
  unsigned int len = 0;
  sdkReadFile("plain.dat", &read_back, &len, false);
  printf("sdkReadFile: %u values, last %.1f\n", len, read_back[len - 1]);

  unsigned char *none = NULL;
  printf("missing image: %d\n", sdkLoadPGM("missing.pgm", &none, &w, &h));
  printf("not a PGM: %d\n", sdkLoadPGM("plain.dat", &none, &w, &h));
  char *nowhere = sdkFindFilePath("missing.pgm", argv[0]);
  printf("sdkFindFilePath of a missing file: %s\n", nowhere ? nowhere : "NULL");

  checkCudaErrors(cudaFree(d_in));
  checkCudaErrors(cudaFree(d_out));
  free(h_src);
  free(h_img);
  free(h_out);
  free(gold);
  free(f_img);
  free(f_gold);
  free(rgba);
  free(rgba_back);
  free(read_back);
  free(src_path);
  return EXIT_SUCCESS;
}
// cudak-args: --leakcheck=no
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: image-pgm Starting...
// expect:
// expect: GPU Device 0: "Maxwell" with compute capability 5.2
// expect:
// expect: input found at ./source.pgm
// expect: loaded ./source.pgm: 64 x 48
// expect: compareData: PASS
// expect: sdkComparePGM: PASS
// expect: as floats: first 1.0000 last 0.8314
// expect: sdkCompareL2fe: PASS
// expect: after a change: L2 FAIL, compareData FAIL
// expect: 0.03(%) of bytes mismatched (count=1)
// expect: with a 1% threshold: PASS
// expect: changed pixel: FAIL
// expect: ppm: 64 x 48, round trip PASS, sdkComparePPM PASS
// expect: values.dat: # 0.001
// expect: values.dat: 0.5 1.25 -3 100 0.001 
// expect: sdkReadFile: 3 values, last 3.5
// expect: missing image: 0
// expect: not a PGM: 0
// expect: sdkFindFilePath of a missing file: NULL
// stderr-allow: ^__LoadPPM\(\) : (Failed to open file: missing\.pgm|File is not a PPM or PGM image)$
