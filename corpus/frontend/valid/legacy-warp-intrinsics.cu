// The unsynchronised shuffles and votes (__shfl_down, __ballot, ...), deprecated, exist below
// sm_70: cudak declares them there (its default is sm_52), as nvcc's sm_30_intrinsics.h does.
// nvcc 13 has no target below sm_75, so the nvcc check compiles the _sync branch. Their
// deprecation warnings are silenced here (legacy/warp-intrinsics-warnings.cu shows them).
// cudak-args: -arch=sm_60 -Wno-deprecated-declarations
#include <cstdio>
__global__ void reduce(int *out, unsigned *mask)
{
  int v = threadIdx.x + 1;
#if __CUDA_ARCH__ < 700
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down(v, offset);
  unsigned odd = __ballot(threadIdx.x & 1);
  float f = __shfl((float) threadIdx.x, 3);
  int votes = __all(v > 0) + __any(v > 1000);
#else
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  unsigned odd = __ballot_sync(0xffffffff, threadIdx.x & 1);
  float f = __shfl_sync(0xffffffff, (float) threadIdx.x, 3);
  int votes = __all_sync(0xffffffff, v > 0) + __any_sync(0xffffffff, v > 1000);
#endif
  if (threadIdx.x == 0)
    {
      out[0] = v;
      out[1] = votes;
      out[2] = (int) f;
      *mask = odd;
    }
}
int main()
{
  int *d, h[3];
  unsigned *m, hm;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&m, sizeof hm);
  reduce<<<1, 32>>>(d, m);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hm, m, sizeof hm, cudaMemcpyDeviceToHost);
  cudaFree(d);
  cudaFree(m);
  printf("%d %d %d %08x\n", h[0], h[1], h[2], hm);
  return 0;
}
// expect: 528 2 3 aaaaaaaa
