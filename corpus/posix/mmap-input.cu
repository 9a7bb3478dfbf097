// corpus/posix/mmap-input.cu: a benchmark that maps its input file instead of reading it, as
// graph and sparse-matrix harnesses do: the file-backed MAP_PRIVATE mapping is copied to the
// device and reduced there; a MAP_SHARED mapping updates the file in place (msync, munmap);
// an anonymous mapping is a zero-filled scratch buffer. Error paths: the input file is missing
// (open fails with ENOENT, and mmap of the -1 descriptor is MAP_FAILED with EBADF), a zero
// length is EINVAL, a misaligned munmap is EINVAL.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <cuda_runtime.h>

#define N 1024

__global__ void sum(const int *in, int n, int *out)
{
  __shared__ int part[256];
  int s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    s += in[i];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int k = blockDim.x / 2; k > 0; k /= 2) {
    if (threadIdx.x < k)
      part[threadIdx.x] += part[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *out = part[0];
}

static int *map_input(const char *path, size_t *bytes)
{
  int fd = open(path, O_RDONLY);
  if (fd < 0) {
    printf("open %s: %s\n", path, strerror(errno));
    void *p = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, fd, 0);
    printf("mmap of descriptor %d: %s (%s)\n", fd, p == MAP_FAILED ? "MAP_FAILED" : "mapped",
           strerror(errno));
    return NULL;
  }
  struct stat st;
  fstat(fd, &st);
  *bytes = st.st_size;
  int *p = (int *)mmap(NULL, *bytes, PROT_READ, MAP_PRIVATE, fd, 0);
  close(fd);   /* the mapping stays valid after close */
  return p == MAP_FAILED ? NULL : p;
}

int main(void)
{
  int fd = open("input.bin", O_CREAT | O_RDWR | O_TRUNC, 0644);
  for (int i = 0; i < N; i++)
    write(fd, &i, sizeof i);
  close(fd);

  size_t bytes = 0;
  if (map_input("missing.bin", &bytes) == NULL)
    printf("no input: skipping missing.bin\n");
  int *h_in = map_input("input.bin", &bytes);
  printf("mapped %zu bytes, last element %d\n", bytes, h_in[N - 1]);

  int *d_in, *d_out, result = 0;
  cudaMalloc(&d_in, bytes);
  cudaMalloc(&d_out, sizeof(int));
  cudaMemcpy(d_in, h_in, bytes, cudaMemcpyHostToDevice);
  sum<<<1, 256>>>(d_in, N, d_out);
  cudaMemcpy(&result, d_out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("device sum %d, expected %d\n", result, N * (N - 1) / 2);
  munmap(h_in, bytes);
  cudaFree(d_in);
  cudaFree(d_out);

  /* update the file in place through a shared mapping */
  fd = open("input.bin", O_RDWR);
  int *shared = (int *)mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  for (int i = 0; i < N; i++)
    shared[i] *= 2;
  printf("msync: %d\n", msync(shared, bytes, MS_SYNC));
  printf("munmap: %d\n", munmap(shared, bytes));
  int v = 0;
  pread(fd, &v, sizeof v, 100 * sizeof(int));
  printf("file element 100 after the shared update: %d\n", v);
  close(fd);

  /* a private mapping never reaches the file */
  fd = open("input.bin", O_RDWR);
  int *priv = (int *)mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
  priv[100] = -1;
  munmap(priv, bytes);
  pread(fd, &v, sizeof v, 100 * sizeof(int));
  printf("file element 100 after a private write: %d\n", v);
  close(fd);

  float *scratch = (float *)mmap(NULL, 1 << 20, PROT_READ | PROT_WRITE,
                                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  double z = 0;
  for (int i = 0; i < (1 << 18); i += 4096)
    z += scratch[i];
  scratch[0] = 1.5f;
  printf("anonymous mapping: zero sum %.1f, first %.1f\n", z, scratch[0]);
  int r = munmap((char *)scratch + 1, 4096);
  printf("munmap misaligned: %d (EINVAL %d)\n", r, errno == EINVAL);
  munmap(scratch, 1 << 20);
  void *none = mmap(NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  printf("zero length: %s (EINVAL %d)\n", none == MAP_FAILED ? "MAP_FAILED" : "mapped", errno == EINVAL);
  unlink("input.bin");
  return 0;
}
// expect: open missing.bin: No such file or directory
// expect: mmap of descriptor -1: MAP_FAILED (Bad file descriptor)
// expect: no input: skipping missing.bin
// expect: mapped 4096 bytes, last element 1023
// expect: device sum 523776, expected 523776
// expect: msync: 0
// expect: munmap: 0
// expect: file element 100 after the shared update: 200
// expect: file element 100 after a private write: 200
// expect: anonymous mapping: zero sum 0.0, first 1.5
// expect: munmap misaligned: -1 (EINVAL 1)
// expect: zero length: MAP_FAILED (EINVAL 1)
