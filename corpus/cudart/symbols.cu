// corpus/cudart/symbols.cu: __device__ and __constant__ variables through the runtime:
// cudaGetSymbolSize and cudaGetSymbolAddress of arrays and scalars (a kernel writes through the
// address), cudaMemcpyToSymbol/FromSymbol with offsets and their Async forms; a host variable is
// no symbol: cudaErrorInvalidSymbol, leaving the output unchanged; a copy kind outside
// cudaMemcpyKind is cudaErrorInvalidMemcpyDirection.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int table[8];
__constant__ float coeff[4];
__device__ double scalar;
int host_table[8];

__global__ void fill (int *p, float *out)
{
  p[threadIdx.x] = 100 + threadIdx.x;
  out[threadIdx.x] = coeff[threadIdx.x % 4] + (float) scalar;
}

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  size_t n = 0;
  show ("cudaGetSymbolSize table", cudaGetSymbolSize (&n, table));
  printf ("table %zu\n", n);
  show ("cudaGetSymbolSize coeff", cudaGetSymbolSize (&n, coeff));
  printf ("coeff %zu\n", n);
  show ("cudaGetSymbolSize scalar", cudaGetSymbolSize (&n, scalar));
  printf ("scalar %zu\n", n);
  n = 77;
  show ("cudaGetSymbolSize host", cudaGetSymbolSize (&n, host_table));
  printf ("unchanged %zu\n", n);
  show ("last error", cudaGetLastError ());

  int *p = NULL;
  show ("cudaGetSymbolAddress table", cudaGetSymbolAddress ((void **) &p, table));
  int *q = (int *) 0x1;
  show ("cudaGetSymbolAddress host", cudaGetSymbolAddress ((void **) &q, host_table));
  printf ("unchanged %d\n", q == (int *) 0x1);

  float c[4] = { 0.5f, 1.5f, 2.5f, 3.5f };
  double two = 2.0;
  show ("cudaMemcpyToSymbol coeff", cudaMemcpyToSymbol (coeff, c, sizeof c));
  show ("cudaMemcpyToSymbol scalar", cudaMemcpyToSymbol (scalar, &two, sizeof two));
  float *out;
  cudaMalloc ((void **) &out, 8 * sizeof (float));
  fill<<<1, 8>>> (p, out);
  show ("kernel", cudaDeviceSynchronize ());
  int t[8];
  show ("cudaMemcpyFromSymbol table", cudaMemcpyFromSymbol (t, table, sizeof t));
  printf ("table %d %d\n", t[0], t[7]);
  float o[8];
  cudaMemcpy (o, out, sizeof o, cudaMemcpyDeviceToHost);
  printf ("out %.1f %.1f\n", o[0], o[7]);

  int mid[2] = { -1, -2 };
  show ("cudaMemcpyToSymbol offset", cudaMemcpyToSymbol (table, mid, sizeof mid, 3 * sizeof (int)));
  int two_back[2] = { 0, 0 };
  show ("cudaMemcpyFromSymbol offset",
        cudaMemcpyFromSymbol (two_back, table, sizeof two_back, 2 * sizeof (int)));
  printf ("offset %d %d\n", two_back[0], two_back[1]);
  show ("cudaMemcpyToSymbol D2D", cudaMemcpyToSymbol (table, out, sizeof (int), 0,
                                                      cudaMemcpyDeviceToDevice));
  show ("cudaMemcpyToSymbol Default", cudaMemcpyToSymbol (table, mid, sizeof (int), 4,
                                                          cudaMemcpyDefault));
  show ("cudaMemcpyToSymbol kind 8", cudaMemcpyToSymbol (table, mid, sizeof mid, 0,
                                                         (cudaMemcpyKind) 8));
  show ("cudaMemcpyFromSymbol kind 8", cudaMemcpyFromSymbol (t, table, sizeof t, 0,
                                                             (cudaMemcpyKind) 8));
  show ("cudaMemcpyToSymbol 0 bytes", cudaMemcpyToSymbol (table, mid, 0));

  cudaStream_t s;
  cudaStreamCreate (&s);
  int seq[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
  show ("cudaMemcpyToSymbolAsync", cudaMemcpyToSymbolAsync (table, seq, sizeof seq, 0,
                                                            cudaMemcpyHostToDevice, s));
  show ("cudaMemcpyFromSymbolAsync", cudaMemcpyFromSymbolAsync (t, table, 4 * sizeof (int),
                                                                4 * sizeof (int),
                                                                cudaMemcpyDeviceToHost, s));
  show ("cudaStreamSynchronize", cudaStreamSynchronize (s));
  printf ("async %d %d\n", t[0], t[3]);
  show ("cudaStreamDestroy", cudaStreamDestroy (s));
  show ("cudaFree", cudaFree (out));
  show ("last error", cudaGetLastError ());
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaGetSymbolSize table: cudaSuccess
// expect: table 32
// expect: cudaGetSymbolSize coeff: cudaSuccess
// expect: coeff 16
// expect: cudaGetSymbolSize scalar: cudaSuccess
// expect: scalar 8
// expect: cudaGetSymbolSize host: cudaErrorInvalidSymbol
// expect: unchanged 77
// expect: last error: cudaErrorInvalidSymbol
// expect: cudaGetSymbolAddress table: cudaSuccess
// expect: cudaGetSymbolAddress host: cudaErrorInvalidSymbol
// expect: unchanged 1
// expect: cudaMemcpyToSymbol coeff: cudaSuccess
// expect: cudaMemcpyToSymbol scalar: cudaSuccess
// expect: kernel: cudaSuccess
// expect: cudaMemcpyFromSymbol table: cudaSuccess
// expect: table 100 107
// expect: out 2.5 5.5
// expect: cudaMemcpyToSymbol offset: cudaSuccess
// expect: cudaMemcpyFromSymbol offset: cudaSuccess
// expect: offset 102 -1
// expect: cudaMemcpyToSymbol D2D: cudaSuccess
// expect: cudaMemcpyToSymbol Default: cudaSuccess
// expect: cudaMemcpyToSymbol kind 8: cudaErrorInvalidMemcpyDirection
// expect: cudaMemcpyFromSymbol kind 8: cudaErrorInvalidMemcpyDirection
// expect: cudaMemcpyToSymbol 0 bytes: cudaSuccess
// expect: cudaMemcpyToSymbolAsync: cudaSuccess
// expect: cudaMemcpyFromSymbolAsync: cudaSuccess
// expect: cudaStreamSynchronize: cudaSuccess
// expect: async 5 8
// expect: cudaStreamDestroy: cudaSuccess
// expect: cudaFree: cudaSuccess
// expect: last error: cudaErrorInvalidMemcpyDirection
