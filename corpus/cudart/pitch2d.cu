// corpus/cudart/pitch2d.cu: pitched memory: cudaMallocPitch gives a pitch of at least the
// width; cudaMemcpy2D, cudaMemcpy2DAsync and cudaMemset2D move only width bytes of each row;
// a width wider than a pitch, or a pitch beyond cudaDeviceProp::memPitch, is
// cudaErrorInvalidPitchValue for the copies (cudaMemset2D documents only
// cudaErrorInvalidValue); empty copies succeed; a kind outside cudaMemcpyKind is
// cudaErrorInvalidMemcpyDirection.
#include <cstdio>
#include <cuda_runtime.h>

enum { W = 5, H = 4 };

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

__global__ void bump (char *base, size_t pitch)
{
  base[threadIdx.y * pitch + threadIdx.x] += 1;
}

static void print_rows (const char *what, const char *m, int w)
{
  printf ("%s:", what);
  for (int r = 0; r < H; r++)
    {
      printf (" ");
      for (int c = 0; c < w; c++)
        printf ("%c", m[r * w + c]);
    }
  printf ("\n");
}

int main ()
{
  char *d = NULL;
  size_t pitch = 0;
  show ("cudaMallocPitch", cudaMallocPitch ((void **) &d, &pitch, W, H));
  printf ("pitch covers the width %d\n", pitch >= W);
  show ("cudaMallocPitch NULL pitch", cudaMallocPitch ((void **) &d, NULL, W, H));
  (void) cudaGetLastError ();

  char h[H][W], back[H][8];
  for (int r = 0; r < H; r++)
    for (int c = 0; c < W; c++)
      h[r][c] = (char) ('a' + r * W + c);
  show ("cudaMemset2D whole", cudaMemset2D (d, pitch, '.', pitch, H));
  show ("cudaMemcpy2D H2D", cudaMemcpy2D (d, pitch, h, W, 3, H, cudaMemcpyHostToDevice));
  bump<<<1, dim3 (3, H)>>> (d, pitch);
  show ("kernel", cudaGetLastError ());
  for (int r = 0; r < H; r++)
    for (int c = 0; c < 8; c++)
      back[r][c] = '-';
  show ("cudaMemcpy2D D2H", cudaMemcpy2D (back, 8, d, pitch, W, H, cudaMemcpyDeviceToHost));
  print_rows ("rows", &back[0][0], 8);

  show ("cudaMemset2D", cudaMemset2D (d + 1, pitch, '#', 2, H));
  show ("cudaMemcpy2D Default", cudaMemcpy2D (back, 8, d, pitch, W, H, cudaMemcpyDefault));
  print_rows ("rows", &back[0][0], 8);

  char *d2 = NULL;
  size_t pitch2 = 0;
  show ("cudaMallocPitch", cudaMallocPitch ((void **) &d2, &pitch2, 2 * W, H));
  show ("cudaMemcpy2D D2D", cudaMemcpy2D (d2, pitch2, d, pitch, W, H, cudaMemcpyDeviceToDevice));
  cudaStream_t s;
  cudaStreamCreate (&s);
  show ("cudaMemcpy2DAsync D2H", cudaMemcpy2DAsync (back, 8, d2, pitch2, 2, H,
                                                      cudaMemcpyDeviceToHost, s));
  show ("cudaStreamSynchronize", cudaStreamSynchronize (s));
  print_rows ("async", &back[0][0], 8);

  show ("width over dpitch", cudaMemcpy2D (back, 4, d, pitch, W, H, cudaMemcpyDeviceToHost));
  show ("last error", cudaGetLastError ());
  show ("width over spitch", cudaMemcpy2D (d, pitch, h, 4, W, H, cudaMemcpyHostToDevice));
  show ("async width over dpitch", cudaMemcpy2DAsync (back, 4, d, pitch, W, H,
                                                        cudaMemcpyDeviceToHost, s));
  cudaDeviceProp p;
  cudaGetDeviceProperties (&p, 0);
  show ("dpitch over memPitch", cudaMemcpy2D (d, p.memPitch + 1, h, W, W, 2,
                                              cudaMemcpyHostToDevice));
  show ("memset width over pitch", cudaMemset2D (d, 4, 0, W, H));
  show ("kind 6", cudaMemcpy2D (back, 8, d, pitch, W, H, (cudaMemcpyKind) 6));
  show ("zero height", cudaMemcpy2D (back, 8, d, pitch, W, 0, cudaMemcpyDeviceToHost));
  show ("zero width", cudaMemcpy2D (back, 8, d, pitch, 0, H, cudaMemcpyDeviceToHost));
  show ("last error", cudaGetLastError ());
  show ("cudaStreamDestroy", cudaStreamDestroy (s));
  show ("cudaFree", cudaFree (d));
  show ("cudaFree", cudaFree (d2));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaMallocPitch: cudaSuccess
// expect: pitch covers the width 1
// expect: cudaMallocPitch NULL pitch: cudaErrorInvalidValue
// expect: cudaMemset2D whole: cudaSuccess
// expect: cudaMemcpy2D H2D: cudaSuccess
// expect: kernel: cudaSuccess
// expect: cudaMemcpy2D D2H: cudaSuccess
// expect: rows: bcd..--- ghi..--- lmn..--- qrs..---
// expect: cudaMemset2D: cudaSuccess
// expect: cudaMemcpy2D Default: cudaSuccess
// expect: rows: b##..--- g##..--- l##..--- q##..---
// expect: cudaMallocPitch: cudaSuccess
// expect: cudaMemcpy2D D2D: cudaSuccess
// expect: cudaMemcpy2DAsync D2H: cudaSuccess
// expect: cudaStreamSynchronize: cudaSuccess
// expect: async: b##..--- g##..--- l##..--- q##..---
// expect: width over dpitch: cudaErrorInvalidPitchValue
// expect: last error: cudaErrorInvalidPitchValue
// expect: width over spitch: cudaErrorInvalidPitchValue
// expect: async width over dpitch: cudaErrorInvalidPitchValue
// expect: dpitch over memPitch: cudaErrorInvalidPitchValue
// expect: memset width over pitch: cudaErrorInvalidValue
// expect: kind 6: cudaErrorInvalidMemcpyDirection
// expect: zero height: cudaSuccess
// expect: zero width: cudaSuccess
// expect: last error: cudaErrorInvalidMemcpyDirection
// expect: cudaStreamDestroy: cudaSuccess
// expect: cudaFree: cudaSuccess
// expect: cudaFree: cudaSuccess
