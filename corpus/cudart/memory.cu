// corpus/cudart/memory.cu: device memory: cudaMalloc, cudaFree (NULL is a no-op), cudaMemGetInfo
// (total is the device's global memory and an allocation takes its size from the free bytes),
// cudaMemset and cudaMemsetAsync (zero bytes do nothing), cudaMemcpy and cudaMemcpyAsync of every
// cudaMemcpyKind, cudaMemcpyDefault included; a kind outside the enumeration is
// cudaErrorInvalidMemcpyDirection and copies nothing.
#include <cstdio>
#include <cuda_runtime.h>

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  cudaDeviceProp p;
  cudaGetDeviceProperties (&p, 0);
  size_t free0 = 0, total = 0;
  show ("cudaMemGetInfo", cudaMemGetInfo (&free0, &total));
  printf ("total is totalGlobalMem %d, free <= total %d\n", total == p.totalGlobalMem,
          free0 <= total);
  show ("cudaMemGetInfo NULL free", cudaMemGetInfo (NULL, &total));
  show ("cudaMemGetInfo NULL total", cudaMemGetInfo (&free0, NULL));

  show ("cudaMalloc into NULL", cudaMalloc (NULL, 16));
  show ("cudaFree NULL", cudaFree (NULL));
  show ("last error", cudaGetLastError ());

  const size_t big = 64 << 20;
  char *b = NULL;
  show ("cudaMalloc 64 MiB", cudaMalloc ((void **) &b, big));
  size_t free1 = 0;
  cudaMemGetInfo (&free1, &total);
  printf ("free fell by at least 64 MiB %d\n", free0 - free1 >= big);
  show ("cudaFree 64 MiB", cudaFree (b));

  int h[8], back[8];
  for (int i = 0; i < 8; i++)
    h[i] = i + 1;
  int *d = NULL, *d2 = NULL;
  show ("cudaMalloc", cudaMalloc ((void **) &d, sizeof h));
  show ("cudaMalloc", cudaMalloc ((void **) &d2, sizeof h));
  show ("cudaMemset", cudaMemset (d, 0x01, sizeof h));
  show ("cudaMemcpy D2H", cudaMemcpy (back, d, sizeof back, cudaMemcpyDeviceToHost));
  printf ("memset %#x %#x\n", back[0], back[7]);
  show ("cudaMemset 0 bytes", cudaMemset (d, 0x7f, 0));
  show ("cudaMemcpy H2D", cudaMemcpy (d, h, sizeof h, cudaMemcpyHostToDevice));
  show ("cudaMemcpy D2D", cudaMemcpy (d2, d, sizeof h, cudaMemcpyDeviceToDevice));
  show ("cudaMemcpy D2H", cudaMemcpy (back, d2, sizeof back, cudaMemcpyDeviceToHost));
  printf ("copied %d %d\n", back[0], back[7]);
  int hh[8];
  show ("cudaMemcpy H2H", cudaMemcpy (hh, h, sizeof hh, cudaMemcpyHostToHost));
  printf ("host copy %d %d\n", hh[0], hh[7]);
  show ("cudaMemcpy 0 bytes", cudaMemcpy (back, d, 0, cudaMemcpyDeviceToHost));

  for (int i = 0; i < 8; i++)
    h[i] = 10 * (i + 1);
  show ("cudaMemcpyDefault H2D", cudaMemcpy (d, h, sizeof h, cudaMemcpyDefault));
  show ("cudaMemcpyDefault D2D", cudaMemcpy (d2, d, sizeof h, cudaMemcpyDefault));
  show ("cudaMemcpyDefault D2H", cudaMemcpy (back, d2, sizeof back, cudaMemcpyDefault));
  printf ("default %d %d\n", back[0], back[7]);

  back[0] = -1;
  show ("kind 5", cudaMemcpy (back, d, sizeof back, (cudaMemcpyKind) 5));
  show ("kind -1", cudaMemcpy (back, d, sizeof back, (cudaMemcpyKind) -1));
  printf ("nothing copied %d\n", back[0]);
  show ("last error", cudaGetLastError ());

  cudaStream_t s;
  cudaStreamCreate (&s);
  show ("cudaMemsetAsync", cudaMemsetAsync (d, 0, sizeof h, s));
  show ("cudaMemsetAsync 0 bytes", cudaMemsetAsync (d, 0x7f, 0, s));
  show ("cudaMemcpyAsync D2D", cudaMemcpyAsync (d2, d, sizeof h, cudaMemcpyDeviceToDevice, s));
  show ("cudaMemsetAsync default stream", cudaMemsetAsync (d, 0x02, 4));
  show ("cudaStreamSynchronize", cudaStreamSynchronize (s));
  show ("cudaDeviceSynchronize", cudaDeviceSynchronize ());
  show ("cudaMemcpy D2H", cudaMemcpy (back, d2, sizeof back, cudaMemcpyDeviceToHost));
  printf ("async %d %d\n", back[0], back[7]);
  show ("cudaMemcpy D2H", cudaMemcpy (back, d, sizeof back, cudaMemcpyDeviceToHost));
  printf ("async default %#x %d\n", back[0], back[1]);
  show ("cudaMemcpyAsync kind 9", cudaMemcpyAsync (back, d, sizeof back, (cudaMemcpyKind) 9, s));
  show ("cudaStreamDestroy", cudaStreamDestroy (s));
  show ("cudaFree", cudaFree (d));
  show ("cudaFree", cudaFree (d2));
  show ("last error", cudaGetLastError ());
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaMemGetInfo: cudaSuccess
// expect: total is totalGlobalMem 1, free <= total 1
// expect: cudaMemGetInfo NULL free: cudaErrorInvalidValue
// expect: cudaMemGetInfo NULL total: cudaErrorInvalidValue
// expect: cudaMalloc into NULL: cudaErrorInvalidValue
// expect: cudaFree NULL: cudaSuccess
// expect: last error: cudaErrorInvalidValue
// expect: cudaMalloc 64 MiB: cudaSuccess
// expect: free fell by at least 64 MiB 1
// expect: cudaFree 64 MiB: cudaSuccess
// expect: cudaMalloc: cudaSuccess
// expect: cudaMalloc: cudaSuccess
// expect: cudaMemset: cudaSuccess
// expect: cudaMemcpy D2H: cudaSuccess
// expect: memset 0x1010101 0x1010101
// expect: cudaMemset 0 bytes: cudaSuccess
// expect: cudaMemcpy H2D: cudaSuccess
// expect: cudaMemcpy D2D: cudaSuccess
// expect: cudaMemcpy D2H: cudaSuccess
// expect: copied 1 8
// expect: cudaMemcpy H2H: cudaSuccess
// expect: host copy 1 8
// expect: cudaMemcpy 0 bytes: cudaSuccess
// expect: cudaMemcpyDefault H2D: cudaSuccess
// expect: cudaMemcpyDefault D2D: cudaSuccess
// expect: cudaMemcpyDefault D2H: cudaSuccess
// expect: default 10 80
// expect: kind 5: cudaErrorInvalidMemcpyDirection
// expect: kind -1: cudaErrorInvalidMemcpyDirection
// expect: nothing copied -1
// expect: last error: cudaErrorInvalidMemcpyDirection
// expect: cudaMemsetAsync: cudaSuccess
// expect: cudaMemsetAsync 0 bytes: cudaSuccess
// expect: cudaMemcpyAsync D2D: cudaSuccess
// expect: cudaMemsetAsync default stream: cudaSuccess
// expect: cudaStreamSynchronize: cudaSuccess
// expect: cudaDeviceSynchronize: cudaSuccess
// expect: cudaMemcpy D2H: cudaSuccess
// expect: async 0 0
// expect: cudaMemcpy D2H: cudaSuccess
// expect: async default 0x2020202 0
// expect: cudaMemcpyAsync kind 9: cudaErrorInvalidMemcpyDirection
// expect: cudaStreamDestroy: cudaSuccess
// expect: cudaFree: cudaSuccess
// expect: cudaFree: cudaSuccess
// expect: last error: cudaErrorInvalidMemcpyDirection
