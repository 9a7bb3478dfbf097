// corpus/samples/template-args.cu: the samples' helpers are the originals' templates, so a
// sample may name their template arguments (sdkLoadPGM<float>, compareData<float, float>,
// sdkWriteFile<float, float>) or let them be deduced, and time with the StopWatchInterface
// class through its member functions. The toolkit has no samples' Common/, so nvcc checks with
// cudak's helper headers. Expected output: written by hand from the originals' code (a PGM of
// bytes 0..255 read back as float is i / 255; 3 of 8 values off by 0.5 are 37.50%).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <helper_functions.h>

__global__ void scale(float *img, int n, float f)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    img[i] *= f;
}

int main(int argc, char **argv)
{
  const unsigned int w = 16, h = 16, n = w * h;
  unsigned char *bytes = (unsigned char *)malloc(n);
  for (unsigned int i = 0; i < n; i++)
    bytes[i] = (unsigned char)i;
  if (!sdkSavePGM<unsigned char>("template-args.pgm", bytes, w, h))
    return EXIT_FAILURE;

  StopWatchInterface *timer = NULL;
  sdkCreateTimer(&timer);
  timer->start();

  float *image = NULL;
  unsigned int rw = 0, rh = 0;
  if (!sdkLoadPGM<float>("template-args.pgm", &image, &rw, &rh))
    return EXIT_FAILURE;
  printf("loaded %ux%u, image[255] = %f\n", rw, rh, image[255]);

  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, image, n * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<(n + 127) / 128, 128>>>(d, n, 255.0f);
  float *back = (float *)malloc(n * sizeof(float));
  cudaMemcpy(back, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  timer->stop();

  float *gold = (float *)malloc(n * sizeof(float));
  for (unsigned int i = 0; i < n; i++)
    gold[i] = (float)i;
  bool ok = compareData<float, float>(gold, back, n, 1e-3f, 0.0f);
  printf("compareData<float, float>: %s\n", ok ? "PASS" : "FAIL");

  float a[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, b[8] = { 1, 2.5f, 3, 4.5f, 5, 6.5f, 7, 8 };
  bool within = compareData(a, b, 8, 0.1f, 0.5f);   /* deduced: <float, float> */
  printf("with a threshold: %s\n", within ? "PASS" : "FAIL");
  sdkWriteFile<float, float>("template-args.dat", a, 4, 0.5f, false);
  FILE *f = fopen("template-args.dat", "r");
  char line[64];
  if (f && fgets(line, sizeof line, f))
    printf("header: %s", line);
  if (f)
    fclose(f);
  f = fopen("template-args.txt", "w");
  fprintf(f, "1.5 2.25\n3\n");
  fclose(f);
  float *read = NULL;
  unsigned int len = 0;
  sdkReadFile<float>("template-args.txt", &read, &len, false);
  printf("read %u values:", len);
  for (unsigned int i = 0; i < len; i++)
    printf(" %g", read[i]);
  printf("\n");

  printf("timer sessions: %s\n", timer->getAverageTime() >= 0.0f ? "one" : "none");
  sdkDeleteTimer(&timer);
  printf("timer deleted: %s\n", timer == NULL ? "yes" : "no");
  remove("template-args.pgm");
  remove("template-args.dat");
  remove("template-args.txt");
  cudaFree(d);
  free(bytes); free(image); free(back); free(gold); free(read);
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: loaded 16x16, image[255] = 1.000000
// expect: compareData<float, float>: PASS
// expect: 37.50(%) of bytes mismatched (count=3)
// expect: with a threshold: PASS
// expect: header: # 0.5
// expect: read 3 values: 1.5 2.25 3
// expect: timer sessions: one
// expect: timer deleted: yes
