// CUDA runtime API error paths: real codes, names and strings; last error reset by cudaGetLastError
// expect: 0 cudaSuccess
// expect: 21 cudaErrorInvalidMemcpyDirection: invalid copy direction for memcpy
// expect: cudaErrorInvalidMemcpyDirection then cudaSuccess
// expect: cudaErrorInvalidDevice: invalid device ordinal
// expect: cudaErrorInvalidValue
// expect: cudaSuccess 0 3
// expect: cudaSuccess
// expect: cudaErrorInvalidResourceHandle
// expect: 13000 unrecognized error code
// expect: cudaSuccess
// expect: cudaErrorInvalidValue
// expect-exit: 1
// expect-report: errors\.cu:\d+:\d+: error: cudaMemcpyToSymbol: 20 bytes at offset 0 overrun 'sym'
// expect-report: errors\.cu:\d+:\d+: error: cudaStreamDestroy: 0x[0-9a-f]+ is not a stream made by cudaStreamCreate, or it was destroyed
// expect-report: errors\.cu:\d+:\d+: error: double free: 'cudaFree'
#include <cstdio>
#include <cuda_runtime.h>

__device__ int sym[4];

int main ()
{
  int *d = 0;
  cudaError_t e = cudaMalloc ((void **) &d, 16 * sizeof (int));
  printf ("%d %s\n", (int) e, cudaGetErrorName (e));
  int h[16];
  for (int i = 0; i < 16; i++)
    h[i] = i;
  e = cudaMemcpy (d, h, sizeof h, (cudaMemcpyKind) 7);
  printf ("%d %s: %s\n", (int) e, cudaGetErrorName (e), cudaGetErrorString (e));
  e = cudaGetLastError ();
  printf ("%s then %s\n", cudaGetErrorName (e), cudaGetErrorName (cudaGetLastError ()));
  e = cudaSetDevice (3);
  printf ("%s: %s\n", cudaGetErrorName (e), cudaGetErrorString (e));
  e = cudaMemcpyToSymbol (sym, h, 5 * sizeof (int));
  printf ("%s\n", cudaGetErrorName (e));
  e = cudaMemcpyToSymbol (sym, h, 4 * sizeof (int));
  int back[4] = { 0 };
  cudaMemcpyFromSymbol (back, sym, sizeof back);
  printf ("%s %d %d\n", cudaGetErrorName (e), back[0], back[3]);
  cudaStream_t s;
  cudaStreamCreate (&s);
  printf ("%s\n", cudaGetErrorName (cudaStreamDestroy (s)));
  printf ("%s\n", cudaGetErrorName (cudaStreamDestroy (s)));
  int v = 0;
  cudaRuntimeGetVersion (&v);
  printf ("%d %s\n", v, cudaGetErrorString ((cudaError_t) 12345));
  printf ("%s\n", cudaGetErrorName (cudaFree (d)));
  printf ("%s\n", cudaGetErrorName (cudaFree (d)));
  return 0;
}
