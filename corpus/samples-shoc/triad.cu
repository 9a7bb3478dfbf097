// corpus/samples-shoc/triad.cu: SHOC's Triad benchmark as it is written: C = A + s*B over
// blocks of increasing size (run-args choose the sizes and passes, parsed with getopt as SHOC's
// option parser would), each block split in halves over two streams of pinned host memory
// (cudaMallocHost) with cudaMemcpyAsync both ways, events around each pass (times not printed),
// and the check of every element against the host. Expected output by hand: A[i] = i % 100,
// B[i] = 0.5 * (i % 7), s = 1.75, all exact in float.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include <getopt.h>
#include <cuda_runtime.h>

#define CUDA_SAFE_CALL(call) do {                                               \
    cudaError_t err = call;                                                     \
    if (cudaSuccess != err) {                                                   \
      fprintf(stderr, "Cuda error in file '%s' in line %i : %s.\n",             \
              __FILE__, __LINE__, cudaGetErrorString(err));                     \
      exit(EXIT_FAILURE);                                                       \
    } } while (0)

#define CHECK_CUDA_ERROR() CUDA_SAFE_CALL(cudaGetLastError())

__global__ void triad(float* A, float* B, float* C, float s)
{
  int gid = threadIdx.x + (blockIdx.x * blockDim.x);
  C[gid] = A[gid] + s*B[gid];
}

static void usage(const char *prog)
{
  fprintf(stderr, "usage: %s [-p passes] [-k max block KB] [-b threads] [-v]\n", prog);
}

int main(int argc, char **argv)
{
  int passes = 10;
  int maxKB = 16384;
  int blockSize = 128;
  bool verbose = false;
  int opt;
  static struct option longopts[] = {
    { "passes", required_argument, NULL, 'p' },
    { "max-kb", required_argument, NULL, 'k' },
    { "threads", required_argument, NULL, 'b' },
    { "verbose", no_argument, NULL, 'v' },
    { NULL, 0, NULL, 0 }
  };
  while ((opt = getopt_long(argc, argv, "p:k:b:v", longopts, NULL)) != -1) {
    switch (opt) {
    case 'p': passes = atoi(optarg); break;
    case 'k': maxKB = atoi(optarg); break;
    case 'b': blockSize = atoi(optarg); break;
    case 'v': verbose = true; break;
    default: usage(argv[0]); return 1;
    }
  }
  if (optind < argc) {
    printf("ignored operand: %s\n", argv[optind]);
  }
  printf("passes=%d maxKB=%d threads=%d%s\n", passes, maxKB, blockSize, verbose ? " verbose" : "");

  // the block sizes in KB: 1, 2, 4, ... up to maxKB
  int nSizes = 0;
  for (int kb = 1; kb <= maxKB; kb *= 2) nSizes++;
  const size_t maxFloats = (size_t)maxKB * 1024 / sizeof(float);

  float *hostMem, *hostMem2, *resultMem;
  CUDA_SAFE_CALL(cudaMallocHost((void**)&hostMem, sizeof(float) * maxFloats));
  CUDA_SAFE_CALL(cudaMallocHost((void**)&hostMem2, sizeof(float) * maxFloats));
  CUDA_SAFE_CALL(cudaMallocHost((void**)&resultMem, sizeof(float) * maxFloats));
  for (size_t i = 0; i < maxFloats; i++) {
    hostMem[i] = (float)(i % 100);
    hostMem2[i] = 0.5f * (float)(i % 7);
  }

  float *d_memA0, *d_memB0, *d_memC0, *d_memA1, *d_memB1, *d_memC1;
  const size_t half = maxFloats / 2;
  CUDA_SAFE_CALL(cudaMalloc((void**)&d_memA0, half * sizeof(float)));
  CUDA_SAFE_CALL(cudaMalloc((void**)&d_memB0, half * sizeof(float)));
  CUDA_SAFE_CALL(cudaMalloc((void**)&d_memC0, half * sizeof(float)));
  CUDA_SAFE_CALL(cudaMalloc((void**)&d_memA1, half * sizeof(float)));
  CUDA_SAFE_CALL(cudaMalloc((void**)&d_memB1, half * sizeof(float)));
  CUDA_SAFE_CALL(cudaMalloc((void**)&d_memC1, half * sizeof(float)));

  cudaEvent_t start, stop;
  CUDA_SAFE_CALL(cudaEventCreate(&start));
  CUDA_SAFE_CALL(cudaEventCreate(&stop));
  cudaStream_t streams[2];
  CUDA_SAFE_CALL(cudaStreamCreate(&streams[0]));
  CUDA_SAFE_CALL(cudaStreamCreate(&streams[1]));

  const float scalar = 1.75f;
  int failures = 0;
  for (int pass = 0; pass < passes; pass++) {
    for (int i = 0; i < nSizes; i++) {
      int elemsInBlock = (1 << i) * 1024 / sizeof(float);
      int halfElems = elemsInBlock / 2;
      int globalWorkSize = halfElems / blockSize;
      if (globalWorkSize == 0) continue;   // fewer elements than one block of threads
      memset(resultMem, 0, sizeof(float) * elemsInBlock);

      CUDA_SAFE_CALL(cudaEventRecord(start, 0));
      float *dA[2] = { d_memA0, d_memA1 }, *dB[2] = { d_memB0, d_memB1 }, *dC[2] = { d_memC0, d_memC1 };
      for (int s = 0; s < 2; s++) {
        size_t off = (size_t)s * halfElems;
        CUDA_SAFE_CALL(cudaMemcpyAsync(dA[s], hostMem + off, halfElems * sizeof(float), cudaMemcpyHostToDevice, streams[s]));
        CUDA_SAFE_CALL(cudaMemcpyAsync(dB[s], hostMem2 + off, halfElems * sizeof(float), cudaMemcpyHostToDevice, streams[s]));
        triad<<<globalWorkSize, blockSize, 0, streams[s]>>>(dA[s], dB[s], dC[s], scalar);
        CHECK_CUDA_ERROR();
        CUDA_SAFE_CALL(cudaMemcpyAsync(resultMem + off, dC[s], halfElems * sizeof(float), cudaMemcpyDeviceToHost, streams[s]));
      }
      CUDA_SAFE_CALL(cudaEventRecord(stop, 0));
      CUDA_SAFE_CALL(cudaEventSynchronize(stop));
      float t = 0.0f;
      CUDA_SAFE_CALL(cudaEventElapsedTime(&t, start, stop));

      int bad = 0;
      for (int j = 0; j < elemsInBlock; j++) {
        float want = hostMem[j] + scalar * hostMem2[j];
        if (resultMem[j] != want) {
          if (bad == 0) printf("mismatch at %d: %f != %f\n", j, resultMem[j], want);
          bad++;
        }
      }
      failures += bad;
      if (verbose && pass == 0) {
        double sum = 0;
        for (int j = 0; j < elemsInBlock; j++) sum += resultMem[j];
        printf("block %6d KB: %7d floats, %4d blocks per stream, sum %.2f%s\n", 1 << i, elemsInBlock,
               globalWorkSize, sum, bad ? " FAILED" : "");
      }
    }
  }
  printf("Triad: %s (%d failures)\n", failures ? "FAILED" : "PASSED", failures);

  CUDA_SAFE_CALL(cudaStreamDestroy(streams[0]));
  CUDA_SAFE_CALL(cudaStreamDestroy(streams[1]));
  CUDA_SAFE_CALL(cudaEventDestroy(start));
  CUDA_SAFE_CALL(cudaEventDestroy(stop));
  CUDA_SAFE_CALL(cudaFree(d_memA0)); CUDA_SAFE_CALL(cudaFree(d_memB0)); CUDA_SAFE_CALL(cudaFree(d_memC0));
  CUDA_SAFE_CALL(cudaFree(d_memA1)); CUDA_SAFE_CALL(cudaFree(d_memB1)); CUDA_SAFE_CALL(cudaFree(d_memC1));
  CUDA_SAFE_CALL(cudaFreeHost(hostMem));
  CUDA_SAFE_CALL(cudaFreeHost(hostMem2));
  CUDA_SAFE_CALL(cudaFreeHost(resultMem));
  return failures != 0;
}
// run-args: --passes 2 -k 64 -v extra
// expect: ignored operand: extra
// expect: passes=2 maxKB=64 threads=128 verbose
// expect: block      1 KB:     256 floats,    1 blocks per stream, sum 12106.75
// expect: block      2 KB:     512 floats,    2 blocks per stream, sum 26157.38
// expect: block      4 KB:    1024 floats,    4 blocks per stream, sum 52459.62
// expect: block      8 KB:    2048 floats,    8 blocks per stream, sum 105498.75
// expect: block     16 KB:    4096 floats,   16 blocks per stream, sum 213309.38
// expect: block     32 KB:    8192 floats,   32 blocks per stream, sum 426635.62
// expect: block     64 KB:   16384 floats,   64 blocks per stream, sum 853338.75
// expect: Triad: PASSED (0 failures)
