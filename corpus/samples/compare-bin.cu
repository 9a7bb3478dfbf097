// corpus/samples/compare-bin.cu: the regression check of samples that dump a device buffer and
// compare it with a reference file (sdkDumpBin, sdkCompareBin2BinFloat/Uint with
// sdkFindFilePath, compareDataAsFloatThreshold), plus sdkReadFileBlocks reading a file in
// blocks. The reference lives in ./data/, one of the samples' search directories. As in the
// originals, the Bin2Bin functions leak the path sdkFindFilePath returns and print the byte
// count of the unsigned int comparison from fread's item count (4); the leak check is off so
// that the status is the program's under either exit-status rule.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <cuda_runtime.h>
#include <helper_cuda.h>
#include <helper_functions.h>

#define N 512

__global__ void square(float *x, unsigned int *k, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    x[i] = x[i] * x[i];
    k[i] = i * 3u;
  }
}

int main(int argc, char **argv)
{
  float *h = (float *)malloc(N * sizeof(float));
  unsigned int *hk = (unsigned int *)malloc(N * sizeof(unsigned int));
  for (int i = 0; i < N; i++)
    h[i] = 0.25f * i;
  float *d;
  unsigned int *dk;
  checkCudaErrors(cudaMalloc((void **)&d, N * sizeof(float)));
  checkCudaErrors(cudaMalloc((void **)&dk, N * sizeof(unsigned int)));
  checkCudaErrors(cudaMemcpy(d, h, N * sizeof(float), cudaMemcpyHostToDevice));
  square<<<N / 128, 128>>>(d, dk, N);
  getLastCudaError("square failed");
  checkCudaErrors(cudaMemcpy(h, d, N * sizeof(float), cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(hk, dk, N * sizeof(unsigned int), cudaMemcpyDeviceToHost));

  sdkDumpBin(h, N * sizeof(float), "result.bin");
  sdkDumpBin(hk, N * sizeof(unsigned int), "keys.bin");
  mkdir("data", 0755);
  float *ref = (float *)malloc(N * sizeof(float));
  unsigned int *refk = (unsigned int *)malloc(N * sizeof(unsigned int));
  for (int i = 0; i < N; i++) {
    ref[i] = (0.25f * i) * (0.25f * i);
    refk[i] = i * 3u;
  }
  ref[7] += 0.5f;   /* one element off */
  sdkDumpBin(ref, N * sizeof(float), "data/ref.bin");
  sdkDumpBin(refk, N * sizeof(unsigned int), "data/refk.bin");

  bool pass = sdkCompareBin2BinFloat("result.bin", "ref.bin", N, 1e-3f, 0.01f, argv[0]);
  printf("float compare with a 1%% threshold: %s\n", pass ? "PASS" : "FAIL");
  pass = sdkCompareBin2BinFloat("result.bin", "ref.bin", N, 1e-3f, 0.0f, argv[0]);
  printf("float compare, no threshold: %s\n", pass ? "PASS" : "FAIL");
  pass = sdkCompareBin2BinUint("keys.bin", "refk.bin", N, 0.0f, 0.0f, argv[0]);
  printf("uint compare: %s\n", pass ? "PASS" : "FAIL");
  char exe[] = "./compare-bin";
  pass = sdkCompareBin2BinFloat("result.bin", "absent.bin", N, 1e-3f, 0.0f, exe);
  printf("missing reference: %s\n", pass ? "PASS" : "FAIL");
  printf("compareDataAsFloatThreshold: %d\n",
         compareDataAsFloatThreshold(ref, h, N, 0.0f, 0.0f));

  float *blocks[4] = {NULL, NULL, NULL, NULL};
  unsigned int got = 0;
  sdkReadFileBlocks("result.bin", blocks, &got, 2, 128 * sizeof(float), true);
  printf("block 2: %u floats, first %.4f (element 256 is %.4f)\n", got, blocks[2][0], h[256]);

  free(blocks[2]);
  free(h);
  free(hk);
  free(ref);
  free(refk);
  checkCudaErrors(cudaFree(d));
  checkCudaErrors(cudaFree(dk));
  return 0;
}
// cudak-args: --leakcheck=no
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
// expect: sdkDumpBin: <result.bin>
// expect: sdkDumpBin: <keys.bin>
// expect: sdkDumpBin: <data/ref.bin>
// expect: sdkDumpBin: <data/refk.bin>
// expect: > compareBin2Bin <float> nelements=512, epsilon=0.00, threshold=0.01
// expect:    src_file <result.bin>, size=2048 bytes
// expect:    ref_file <./data/ref.bin>, size=2048 bytes
// expect: 0.20(%) of bytes mismatched (count=1)
// expect:   OK
// expect: float compare with a 1% threshold: PASS
// expect: > compareBin2Bin <float> nelements=512, epsilon=0.00, threshold=0.00
// expect:    src_file <result.bin>, size=2048 bytes
// expect:    ref_file <./data/ref.bin>, size=2048 bytes
// expect: total # of errors = 1
// expect:   FAILURE: 1 errors...
// expect: float compare, no threshold: FAIL
// expect: > compareBin2Bin <unsigned int> nelements=512, epsilon=0.00, threshold=0.00
// expect:    src_file <keys.bin>, size=4 bytes
// expect:    ref_file <./data/refk.bin>, size=4 bytes
// expect:   OK
// expect: uint compare: PASS
// expect: compareBin2Bin <float> unable to find <absent.bin> in <./compare-bin>
// expect: >>> Check info.xml and [project//data] folder <./compare-bin> <<<
// expect: Aborting comparison!
// expect:   FAILED
// expect:   FAILURE: 1 errors...
// expect: missing reference: FAIL
// expect: total # of errors = 1
// expect: compareDataAsFloatThreshold: 0
// expect: block 2: 128 floats, first 4096.0000 (element 256 is 4096.0000)
