// The host launches a kernel and returns from main without synchronising: a GPU ends the grid
// with the process, so its results are lost. cudak warns at the launch, naming the kernel and
// where its warps were when the program exited (issue 23, defect 6). Under --progress=fair the
// device has run beside the host; ok-exit-grid-synchronised.cu synchronises first.
// cudak-args: --progress=fair --leakcheck=no
#include <stdio.h>

__global__ void checksum(const unsigned *data, unsigned *sums, int rounds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned h = data[i];
  for (int r = 0; r < rounds; r++)
    h = h * 2654435761u + (unsigned) r;
  sums[i] = h;
}

int main(void) {
  const int n = 64;
  unsigned *data, *sums;
  cudaMalloc(&data, n * sizeof(unsigned));
  cudaMalloc(&sums, n * sizeof(unsigned));
  cudaMemset(data, 0, n * sizeof(unsigned));
  checksum<<<2, 32>>>(data, sums, 1000000);
  printf("launched\n");
  return 0;                       // no cudaDeviceSynchronize (nor a cudaFree, which would wait)
}
//
// SPDX-License-Identifier: MIT
// expect: launched
// expect-report: ^exit-grid-running\.cu:22:11: warning: kernel 'checksum' was still running when the program exited$
// expect-report: ^exit-grid-running\.cu:11:12: note: warp 0 of block \(0,0,0\): threads 0-31 were running here$
// expect-report: ^exit-grid-running\.cu:11:12: note: warp 0 of block \(1,0,0\): threads 0-31 were running here$
// expect-report: ^cudak: note: the program exited while the grid ran: 0 of its 2 blocks had finished
// expect-report: ^cudak: 0 errors, 1 warning \(seed 0\)
