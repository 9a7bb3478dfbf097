// corpus/samples-cuda/api-mix.cu: runtime calls the CUDA samples use around their kernels:
// cudaMallocPitch and cudaMemcpy2D (simplePitchLinearTexture, a kernel indexing rows by the
// pitch), cudaMemcpyToSymbol/FromSymbol and cudaGetSymbolAddress on a __device__ array
// (simpleCallback's and the "symbol" samples' style), zero-copy memory (simpleZeroCopy:
// cudaSetDeviceFlags(cudaDeviceMapHost), cudaHostAlloc(cudaHostAllocMapped),
// cudaHostGetDevicePointer), managed memory with cudaMemPrefetchAsync and cudaMemAdvise (in
// their CUDA 13 form, with a cudaMemLocation; wrong advice is an error code),
// cudaStreamAddCallback / cudaLaunchHostFunc, cudaMemGetInfo, cudaPointerGetAttributes, and
// warp shuffles with __ldg, clock64 (only differences of it are looked at).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
template <typename T>
void check(T result, char const *const func, const char *const file, int const line)
{
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\" \n", file, line,
            static_cast<unsigned int>(result), cudaGetErrorName(result), func);
    exit(EXIT_FAILURE);
  }
}

__device__ int d_table[64];
__constant__ float c_scale[4];

__global__ void addRowCol(float *dst, size_t pitch, int width, int height)
{
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) {
    float *row = (float *)((char *)dst + y * pitch);
    row[x] = row[x] * c_scale[0] + (float)(10 * y + x);
  }
}

__global__ void squareTable(int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d_table[i] = d_table[i] * d_table[i];
}

__global__ void viaPointer(int *t, int n)
{
  int i = threadIdx.x;
  if (i < n) t[i] += 1;
}

__global__ void vectorAddGPU(const float *a, const float *b, float *c, int N)
{
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < N) c[idx] = a[idx] + b[idx];
}

__global__ void warpSums(const int *__restrict__ in, int *out, long long *cycles)
{
  long long start = clock64();
  int v = __ldg(&in[blockIdx.x * blockDim.x + threadIdx.x]);
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  int lane = threadIdx.x % warpSize;
  int bcast = __shfl_sync(0xffffffff, v, 0);
  if (lane == warpSize - 1) out[blockIdx.x * (blockDim.x / warpSize) + threadIdx.x / warpSize] = bcast;
  long long stop = clock64();
  if (threadIdx.x == 0 && blockIdx.x == 0) *cycles = stop - start;
}

__global__ void incManaged(int *data, int n)
{
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) data[i] += i;
}

static int callbacks = 0;
static void CUDART_CB myStreamCallback(cudaStream_t stream, cudaError_t status, void *data)
{
  callbacks += *(int *)data;
  (void)stream;
  (void)status;
}
static void CUDART_CB hostFn(void *data)
{
  callbacks += 100 * *(int *)data;
}

int main(int argc, char **argv)
{
  /* pitch-linear 2-D memory */
  int width = 37, height = 9;
  float *d_img;
  size_t pitch;
  checkCudaErrors(cudaMallocPitch((void **)&d_img, &pitch, width * sizeof(float), height));
  printf("pitch covers a row: %s, pitch multiple of 256: %s\n", pitch >= width * sizeof(float) ? "yes" : "no",
         pitch % 256 == 0 ? "yes" : "no");
  float *h_img = (float *)malloc(width * height * sizeof(float));
  for (int i = 0; i < width * height; i++) h_img[i] = 1.0f;
  float scale[4] = { 2.0f, 0, 0, 0 };
  checkCudaErrors(cudaMemcpyToSymbol(c_scale, scale, sizeof(scale)));
  checkCudaErrors(cudaMemcpy2D(d_img, pitch, h_img, width * sizeof(float), width * sizeof(float), height,
                               cudaMemcpyHostToDevice));
  dim3 block(16, 4), grid((width + 15) / 16, (height + 3) / 4);
  addRowCol<<<grid, block>>>(d_img, pitch, width, height);
  checkCudaErrors(cudaGetLastError());
  checkCudaErrors(cudaMemcpy2D(h_img, width * sizeof(float), d_img, pitch, width * sizeof(float), height,
                               cudaMemcpyDeviceToHost));
  printf("img[0][0] %.0f img[8][36] %.0f img[3][20] %.0f\n", h_img[0], h_img[8 * width + 36], h_img[3 * width + 20]);
  checkCudaErrors(cudaFree(d_img));
  free(h_img);

  /* __device__ symbols */
  int table[64];
  for (int i = 0; i < 64; i++) table[i] = i;
  checkCudaErrors(cudaMemcpyToSymbol(d_table, table, sizeof(table)));
  squareTable<<<2, 32>>>(64);
  int *p_table;
  checkCudaErrors(cudaGetSymbolAddress((void **)&p_table, d_table));
  viaPointer<<<1, 64>>>(p_table, 64);
  size_t symSize = 0;
  checkCudaErrors(cudaGetSymbolSize(&symSize, d_table));
  checkCudaErrors(cudaMemcpyFromSymbol(table, d_table, 16 * sizeof(int), 48 * sizeof(int)));
  printf("symbol of %zu bytes: table[48..50] = %d %d %d\n", symSize, table[0], table[1], table[2]);

  /* zero copy */
  checkCudaErrors(cudaSetDeviceFlags(cudaDeviceMapHost));
  int nelem = 1000;
  float *a_m, *b_m, *c_m, *d_a, *d_b, *d_c;
  checkCudaErrors(cudaHostAlloc((void **)&a_m, nelem * sizeof(float), cudaHostAllocMapped));
  checkCudaErrors(cudaHostAlloc((void **)&b_m, nelem * sizeof(float), cudaHostAllocMapped));
  checkCudaErrors(cudaHostAlloc((void **)&c_m, nelem * sizeof(float), cudaHostAllocMapped));
  for (int i = 0; i < nelem; i++) {
    a_m[i] = i * 0.5f;
    b_m[i] = i * 0.25f;
  }
  checkCudaErrors(cudaHostGetDevicePointer((void **)&d_a, (void *)a_m, 0));
  checkCudaErrors(cudaHostGetDevicePointer((void **)&d_b, (void *)b_m, 0));
  checkCudaErrors(cudaHostGetDevicePointer((void **)&d_c, (void *)c_m, 0));
  vectorAddGPU<<<(nelem + 255) / 256, 256>>>(d_a, d_b, d_c, nelem);
  checkCudaErrors(cudaDeviceSynchronize());
  float errorNorm = 0.f;
  for (int i = 0; i < nelem; i++) {
    float diff = c_m[i] - (a_m[i] + b_m[i]);
    errorNorm += diff * diff;
  }
  cudaPointerAttributes attr;
  checkCudaErrors(cudaPointerGetAttributes(&attr, a_m));
  printf("zero copy: c[999] %.2f, error %.1f, attribute type host: %s\n", c_m[999], errorNorm,
         attr.type == cudaMemoryTypeHost ? "yes" : "no");
  checkCudaErrors(cudaFreeHost(a_m));
  checkCudaErrors(cudaFreeHost(b_m));
  checkCudaErrors(cudaFreeHost(c_m));

  /* shuffles */
  int nIn = 256;
  int *h_in = (int *)malloc(nIn * sizeof(int)), *d_in, *d_out, h_out[8];
  long long *d_cycles, cycles;
  for (int i = 0; i < nIn; i++) h_in[i] = i % 10;
  d_in = NULL;
  checkCudaErrors(cudaMalloc(&d_in, nIn * sizeof(int)));
  checkCudaErrors(cudaMalloc(&d_out, 8 * sizeof(int)));
  checkCudaErrors(cudaMalloc(&d_cycles, sizeof(long long)));
  checkCudaErrors(cudaMemcpy(d_in, h_in, nIn * sizeof(int), cudaMemcpyHostToDevice));
  warpSums<<<2, 128>>>(d_in, d_out, d_cycles);
  checkCudaErrors(cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(&cycles, d_cycles, sizeof cycles, cudaMemcpyDeviceToHost));
  printf("warp sums:");
  for (int i = 0; i < 8; i++) printf(" %d", h_out[i]);
  printf(", clock64 advanced: %s\n", cycles > 0 ? "yes" : "no");
  cudaFree(d_in); cudaFree(d_out); cudaFree(d_cycles);
  free(h_in);

  /* managed memory, prefetch, callbacks */
  int n = 5000, *data;
  checkCudaErrors(cudaMallocManaged(&data, n * sizeof(int)));
  for (int i = 0; i < n; i++) data[i] = 1;
  int device = -1;
  checkCudaErrors(cudaGetDevice(&device));
  cudaStream_t stream;
  checkCudaErrors(cudaStreamCreate(&stream));
  cudaMemLocation gpu = {}, cpu = {};
  gpu.type = cudaMemLocationTypeDevice;
  gpu.id = device;
  cpu.type = cudaMemLocationTypeHost;
  checkCudaErrors(cudaMemAdvise(data, n * sizeof(int), cudaMemAdviseSetPreferredLocation, gpu));
  checkCudaErrors(cudaMemAdvise(data, n * sizeof(int), cudaMemAdviseSetReadMostly, cpu));
  checkCudaErrors(cudaMemPrefetchAsync(data, n * sizeof(int), gpu, 0, stream));
  incManaged<<<4, 128, 0, stream>>>(data, n);
  int one = 1, two = 2;
  checkCudaErrors(cudaStreamAddCallback(stream, myStreamCallback, &one, 0));
  checkCudaErrors(cudaLaunchHostFunc(stream, hostFn, &two));
  checkCudaErrors(cudaMemPrefetchAsync(data, n * sizeof(int), cpu, 0, stream));
  checkCudaErrors(cudaStreamSynchronize(stream));
  long total = 0;
  for (int i = 0; i < n; i++) total += data[i];
  printf("managed: total %ld, callbacks %d\n", total, callbacks);
  gpu.id = 3;
  cudaError_t e1 = cudaMemAdvise(data, n * sizeof(int), cudaMemAdviseSetAccessedBy, gpu);
  int plain[4];
  cudaError_t e2 = cudaMemAdvise(plain, sizeof plain, cudaMemAdviseSetReadMostly, cpu);
  cudaError_t e3 = cudaMemAdvise(data, (n + 1) * sizeof(int), cudaMemAdviseUnsetReadMostly, cpu);
  printf("cudaMemAdvise: %s, %s, %s\n", cudaGetErrorName(e1), cudaGetErrorName(e2), cudaGetErrorName(e3));
  checkCudaErrors(cudaStreamDestroy(stream));
  checkCudaErrors(cudaFree(data));

  size_t freeMem, totalMem;
  checkCudaErrors(cudaMemGetInfo(&freeMem, &totalMem));
  printf("cudaMemGetInfo: free <= total: %s\n", freeMem <= totalMem ? "yes" : "no");
  checkCudaErrors(cudaDeviceReset());
  return 0;
}
// expect: pitch covers a row: yes, pitch multiple of 256: yes
// expect: img[0][0] 2 img[8][36] 118 img[3][20] 52
// expect: symbol of 256 bytes: table[48..50] = 2305 2402 2501
// expect: zero copy: c[999] 749.25, error 0.0, attribute type host: yes
// expect: warp sums: 136 140 144 148 152 136 140 144, clock64 advanced: yes
// expect: managed: total 12502500, callbacks 201
// expect: cudaMemAdvise: cudaErrorInvalidDevice, cudaErrorInvalidValue, cudaErrorInvalidValue
// expect: cudaMemGetInfo: free <= total: yes
