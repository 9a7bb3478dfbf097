// corpus/samples-cuda/simple-templates.cu: simpleTemplates as the CUDA samples write it: a kernel
// templated on the element type uses extern __shared__ memory through a SharedMemory<T> struct
// whose specialisations give each type its own extern array (an extern __shared__ array cannot
// be declared with a dependent type twice), run for int, float and double against a host gold.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

template <typename T>
struct SharedMemory {
  __device__ T *getPointer()
  {
    extern __device__ void error(void); // only the specialisations may be used
    error();
    return NULL;
  }
};

template <>
struct SharedMemory<int> {
  __device__ int *getPointer()
  {
    extern __shared__ int s_int[];
    return s_int;
  }
};

template <>
struct SharedMemory<float> {
  __device__ float *getPointer()
  {
    extern __shared__ float s_float[];
    return s_float;
  }
};

template <>
struct SharedMemory<double> {
  __device__ double *getPointer()
  {
    extern __shared__ double s_double[];
    return s_double;
  }
};

template <class T>
__global__ void testKernel(T *g_idata, T *g_odata)
{
  SharedMemory<T> smem;
  T *sdata = smem.getPointer();
  const unsigned int tid = threadIdx.x;
  const unsigned int num_threads = blockDim.x;
  sdata[tid] = g_idata[tid];
  __syncthreads();
  sdata[tid] = (T)num_threads * sdata[tid];
  __syncthreads();
  g_odata[tid] = sdata[tid];
}

template <class T>
void computeGold(T *reference, T *idata, const unsigned int len)
{
  const T T_len = static_cast<T>(len);
  for (unsigned int i = 0; i < len; ++i)
    reference[i] = idata[i] * T_len;
}

template <class T>
class ArrayComparator {
public:
  bool compare(const T *reference, T *data, unsigned int len)
  {
    for (unsigned int i = 0; i < len; i++)
      if (reference[i] != data[i]) return false;
    return true;
  }
};

template <class T>
bool runTest(const char *type, int len)
{
  unsigned int num_threads = len;
  unsigned int mem_size = sizeof(T) * num_threads;
  T *h_idata = (T *)malloc(mem_size);
  for (unsigned int i = 0; i < num_threads; ++i)
    h_idata[i] = (T)i;
  T *d_idata, *d_odata;
  cudaMalloc((void **)&d_idata, mem_size);
  cudaMemcpy(d_idata, h_idata, mem_size, cudaMemcpyHostToDevice);
  cudaMalloc((void **)&d_odata, mem_size);
  dim3 grid(1, 1, 1);
  dim3 threads(num_threads, 1, 1);
  testKernel<T><<<grid, threads, mem_size>>>(d_idata, d_odata);
  T *h_odata = (T *)malloc(mem_size);
  cudaMemcpy(h_odata, d_odata, sizeof(T) * num_threads, cudaMemcpyDeviceToHost);
  T *reference = (T *)malloc(mem_size);
  computeGold<T>(reference, h_idata, num_threads);
  ArrayComparator<T> comparator;
  bool ok = comparator.compare(reference, h_odata, num_threads);
  printf("%-6s x%-3d last %g: %s\n", type, len, (double)h_odata[len - 1], ok ? "PASSED" : "FAILED");
  free(h_idata);
  free(h_odata);
  free(reference);
  cudaFree(d_idata);
  cudaFree(d_odata);
  return ok;
}

int main(int argc, char **argv)
{
  printf("> runTest<float,32>\n");
  bool ok = runTest<float>("float", 32);
  printf("> runTest<int,64>\n");
  ok = runTest<int>("int", 64) && ok;
  printf("> runTest<double,100>\n");
  ok = runTest<double>("double", 100) && ok;
  printf("%s\n", ok ? "Test passed" : "Test failed");
  return ok ? 0 : 1;
}
// expect: > runTest<float,32>
// expect: float  x32  last 992: PASSED
// expect: > runTest<int,64>
// expect: int    x64  last 4032: PASSED
// expect: > runTest<double,100>
// expect: double x100 last 9900: PASSED
// expect: Test passed
