// A thread writing another thread's local memory: each thread keeps a small private histogram
// and publishes its address in shared memory so that its right neighbour can add its sample
// "for it"; local memory belongs to one thread, so the neighbour's store is illegal.
#include <stdio.h>
__global__ void histo(const int *in, int *out) {
  __shared__ int *slots[32];
  int bins[4] = {0, 0, 0, 0};
  int t = threadIdx.x;
  slots[t] = bins;
  __syncthreads();
  int *mine = slots[(t + 31) % 32];
  mine[in[t] % 4] += 1;
  __syncthreads();
  out[t] = bins[0] + bins[1] + bins[2] + bins[3];
}
int main(void) {
  int h[32], *din, *dout;
  for (int i = 0; i < 32; i++)
    h[i] = i;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof h);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  histo<<<1, 32>>>(din, dout);
  cudaError_t e = cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s\n", cudaGetErrorName(e));
  cudaFree(din);
  cudaFree(dout);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^mem-other-local-write\.cu:12:19: error: read of 4 bytes of another thread's local memory: offset 0 of 'bins' \(16 bytes\) of thread \(31,0,0\) of block \(0,0,0\)$
// expect-report: ^mem-other-local-write\.cu:12:19: note: read by thread \(0,0,0\) of block \(0,0,0\) \(warp 0, lane 0\)$
// expect-report: ^mem-other-local-write\.cu:7:7: note: 'bins' \(16 bytes\) declared here$
// expect-report: ^mem-other-local-write\.cu:26:3: warning: unchecked CUDA error: 'cudaFree' returned cudaErrorIllegalAddress \(700\), the sticky error of a kernel that failed earlier
// expect-report: ^mem-other-local-write\.cu:27:3: warning: unchecked CUDA error: 'cudaFree' returned cudaErrorIllegalAddress \(700\), the sticky error
// expect-report: ^cudak: note: leak check of CUDA memory skipped: 2 calls of cudaFree failed with the sticky error of a kernel while 2 heap blocks were still allocated$
// expect-report: ^cudak: 1 error, 2 warnings; 31 repeats folded \(seed 0\)$
