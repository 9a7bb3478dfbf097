// corpus/posix/mmap-host-register.cu: a staging buffer from an anonymous mmap, page-locked with
// cudaHostRegister and read and written by a kernel through its mapped device pointer, as I/O
// pipelines do. A second mapping that was never registered is passed to a kernel directly: the
// checker reports device code reading pageable host memory (allocated by mmap), and the
// launch fails with cudaErrorIllegalAddress (700).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <sys/mman.h>
#include <cuda_runtime.h>

__global__ void inc(int *p, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += 1;
}

int main(void)
{
  size_t bytes = 1 << 16;
  int n = (int)(bytes / sizeof(int));
  int *h = (int *)mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  for (int i = 0; i < n; i++)
    h[i] = i;
  printf("cudaHostRegister: %d\n", (int)cudaHostRegister(h, bytes, cudaHostRegisterMapped));
  int *d = NULL;
  cudaHostGetDevicePointer((void **)&d, h, 0);
  inc<<<n / 256, 256>>>(d, n);
  printf("kernel on the registered mapping: %d\n", (int)cudaDeviceSynchronize());
  printf("h[0] = %d, h[n-1] = %d\n", h[0], h[n - 1]);
  cudaHostUnregister(h);
  munmap(h, bytes);

  int *pageable = (int *)mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  inc<<<1, 32>>>(pageable, 32);
  printf("kernel on an unregistered mapping: %d\n", (int)cudaDeviceSynchronize());
  munmap(pageable, 4096);
  return 0;
}
// expect: cudaHostRegister: 0
// expect: kernel on the registered mapping: 0
// expect: h[0] = 1, h[n-1] = 16384
// expect: kernel on an unregistered mapping: 700
// expect-exit: 1
// expect-report: ^mmap-host-register\.cu:15:10: error: device code reads host memory that is not pinned, mapped or managed: 4 bytes at offset 0 of an allocation of 4096 bytes allocated at mmap-host-register\.cu:34:26
// expect-report: ^mmap-host-register\.cu:34:26: note: 4096 bytes allocated here by mmap
// expect-report: ^cudak: 1 error, 0 warnings; 31 repeats folded \(seed 0\)
