// corpus/samples-books/dot.cu: the dot product of "CUDA by Example" (ch. 5) as the book writes
// it: a book.h-style HANDLE_ERROR, imin, a shared cache of threadsPerBlock partial sums reduced
// by halving i, one partial sum per block finished on the host, the sum_squares closed form to
// check against, and the book's "Does GPU value %.6g = %.6g?" line; then the ch. A.1 version
// that finishes with a spin lock (atomicCAS/atomicExch) in a Lock struct.
// The book's Lock frees its mutex in its destructor and is passed to the kernel by value: the
// launch's copy is destroyed when the launch statement ends and frees the mutex (cudaFree waits
// for the kernel first), then the original's destructor frees it again, and the book ignores the
// cudaErrorInvalidValue it gets. The checker reports that double free (a bug by design).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>

static void HandleError(cudaError_t err, const char *file, int line)
{
  if (err != cudaSuccess) {
    printf("%s in %s at line %d\n", cudaGetErrorString(err), file, line);
    exit(EXIT_FAILURE);
  }
}
#define HANDLE_ERROR(err) (HandleError(err, __FILE__, __LINE__))

#define imin(a, b) (a < b ? a : b)

const int N = 33 * 1024;
const int threadsPerBlock = 256;
const int blocksPerGrid = imin(32, (N + threadsPerBlock - 1) / threadsPerBlock);

__global__ void dot(float *a, float *b, float *c)
{
  __shared__ float cache[threadsPerBlock];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  int cacheIndex = threadIdx.x;
  float temp = 0;
  while (tid < N) {
    temp += a[tid] * b[tid];
    tid += blockDim.x * gridDim.x;
  }
  cache[cacheIndex] = temp;
  __syncthreads();
  int i = blockDim.x / 2;
  while (i != 0) {
    if (cacheIndex < i) cache[cacheIndex] += cache[cacheIndex + i];
    __syncthreads();
    i /= 2;
  }
  if (cacheIndex == 0) c[blockIdx.x] = cache[0];
}

struct Lock {
  int *mutex;
  Lock(void)
  {
    HANDLE_ERROR(cudaMalloc((void **)&mutex, sizeof(int)));
    HANDLE_ERROR(cudaMemset(mutex, 0, sizeof(int)));
  }
  ~Lock(void) { cudaFree(mutex); }
  __device__ void lock(void)
  {
    while (atomicCAS(mutex, 0, 1) != 0)
      ;
    __threadfence();
  }
  __device__ void unlock(void)
  {
    __threadfence();
    atomicExch(mutex, 1 - 1);
  }
};

__global__ void dotLocked(Lock lock, float *a, float *b, float *c)
{
  __shared__ float cache[threadsPerBlock];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  int cacheIndex = threadIdx.x;
  float temp = 0;
  while (tid < N) {
    temp += a[tid] * b[tid];
    tid += blockDim.x * gridDim.x;
  }
  cache[cacheIndex] = temp;
  __syncthreads();
  int i = blockDim.x / 2;
  while (i != 0) {
    if (cacheIndex < i) cache[cacheIndex] += cache[cacheIndex + i];
    __syncthreads();
    i /= 2;
  }
  if (cacheIndex == 0) {
    lock.lock();
    *c += cache[0];
    lock.unlock();
  }
}

int main(void)
{
  float *a, *b, c, *partial_c;
  float *dev_a, *dev_b, *dev_partial_c;
  a = (float *)malloc(N * sizeof(float));
  b = (float *)malloc(N * sizeof(float));
  partial_c = (float *)malloc(blocksPerGrid * sizeof(float));
  HANDLE_ERROR(cudaMalloc((void **)&dev_a, N * sizeof(float)));
  HANDLE_ERROR(cudaMalloc((void **)&dev_b, N * sizeof(float)));
  HANDLE_ERROR(cudaMalloc((void **)&dev_partial_c, blocksPerGrid * sizeof(float)));
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = i * 2;
  }
  HANDLE_ERROR(cudaMemcpy(dev_a, a, N * sizeof(float), cudaMemcpyHostToDevice));
  HANDLE_ERROR(cudaMemcpy(dev_b, b, N * sizeof(float), cudaMemcpyHostToDevice));
  dot<<<blocksPerGrid, threadsPerBlock>>>(dev_a, dev_b, dev_partial_c);
  HANDLE_ERROR(cudaMemcpy(partial_c, dev_partial_c, blocksPerGrid * sizeof(float), cudaMemcpyDeviceToHost));
  c = 0;
  for (int i = 0; i < blocksPerGrid; i++) c += partial_c[i];

#define sum_squares(x) (x * (x + 1) * (2 * x + 1) / 6)
  printf("Does GPU value %.6g = %.6g?\n", c, 2 * sum_squares((float)(N - 1)));
  double rel = (c - 2 * sum_squares((double)(N - 1))) / (2 * sum_squares((double)(N - 1)));
  printf("relative error below 1e-5: %s\n", rel < 1e-5 && rel > -1e-5 ? "yes" : "no");

  float *dev_c;
  HANDLE_ERROR(cudaMalloc((void **)&dev_c, sizeof(float)));
  HANDLE_ERROR(cudaMemset(dev_c, 0, sizeof(float)));
  {
    Lock lock;
    dotLocked<<<blocksPerGrid, threadsPerBlock>>>(lock, dev_a, dev_b, dev_c);
    HANDLE_ERROR(cudaMemcpy(&c, dev_c, sizeof(float), cudaMemcpyDeviceToHost));
  }
  rel = (c - 2 * sum_squares((double)(N - 1))) / (2 * sum_squares((double)(N - 1)));
  printf("with a lock, relative error below 1e-5: %s\n", rel < 1e-5 && rel > -1e-5 ? "yes" : "no");

  HANDLE_ERROR(cudaFree(dev_a));
  HANDLE_ERROR(cudaFree(dev_b));
  HANDLE_ERROR(cudaFree(dev_partial_c));
  HANDLE_ERROR(cudaFree(dev_c));
  free(a);
  free(b);
  free(partial_c);
  return 0;
}
// expect: Does GPU value 2.57236e+13 = 2.57236e+13?
// expect: relative error below 1e-5: yes
// expect: with a lock, relative error below 1e-5: yes
// expect-exit: 1
// expect-report: ^dot\.cu:57:17: error: double free: 'cudaFree' of an allocation of 4 bytes allocated at dot\.cu:54:5, which was already freed
// expect-report: ^dot\.cu:54:5: note: 4 bytes allocated here by cudaMalloc
// expect-report: ^dot\.cu:57:17: note: first freed here
// expect-report: ^dot\.cu:57:17: warning: unchecked CUDA error: 'cudaFree' returned cudaErrorInvalidValue \(1\)
// expect-report: ^cudak: 1 error, 1 warning \(seed 0\)
