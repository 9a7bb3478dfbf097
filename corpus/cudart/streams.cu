// corpus/cudart/streams.cu: stream creation and the special streams: a NULL output or a flag
// other than cudaStreamDefault/cudaStreamNonBlocking is cudaErrorInvalidValue; a priority
// outside cudaDeviceGetStreamPriorityRange is clamped, not refused, and either output of the
// range may be NULL; cudaStreamLegacy and cudaStreamPerThread can be used like created streams;
// waiting for an event never recorded waits for nothing; cudaStreamWaitEvent's flags are
// cudaEventWaitDefault or cudaEventWaitExternal.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void add (int *p, int v) { p[threadIdx.x] += v; }

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  cudaStream_t a, b, c;
  show ("cudaStreamCreate into NULL", cudaStreamCreate (NULL));
  show ("cudaStreamCreateWithFlags 2", cudaStreamCreateWithFlags (&a, 2));
  show ("cudaStreamCreateWithFlags into NULL", cudaStreamCreateWithFlags (NULL, cudaStreamNonBlocking));
  show ("last error", cudaGetLastError ());
  int least = 1, greatest = 1;
  show ("cudaDeviceGetStreamPriorityRange", cudaDeviceGetStreamPriorityRange (&least, &greatest));
  printf ("greatest <= least <= 0: %d\n", greatest <= least && least <= 0);
  show ("range, least only", cudaDeviceGetStreamPriorityRange (&least, NULL));
  show ("range, neither", cudaDeviceGetStreamPriorityRange (NULL, NULL));
  show ("priority above the range", cudaStreamCreateWithPriority (&a, cudaStreamNonBlocking, greatest - 100));
  show ("priority below the range", cudaStreamCreateWithPriority (&b, cudaStreamDefault, least + 100));
  show ("cudaStreamCreate", cudaStreamCreate (&c));

  int *d;
  cudaMalloc ((void **) &d, 4 * sizeof (int));
  cudaMemset (d, 0, 4 * sizeof (int));
  cudaDeviceSynchronize ();     /* a is non-blocking: it would not wait for the memset */
  cudaEvent_t never, done;
  cudaEventCreate (&never);
  cudaEventCreateWithFlags (&done, cudaEventDisableTiming);
  show ("wait for an event never recorded", cudaStreamWaitEvent (a, never, 0));
  add<<<1, 4, 0, a>>> (d, 1);
  show ("cudaEventRecord", cudaEventRecord (done, a));
  show ("cudaStreamWaitEvent", cudaStreamWaitEvent (b, done, cudaEventWaitDefault));
  show ("cudaStreamWaitEvent flags 4", cudaStreamWaitEvent (b, done, 4));
  add<<<1, 4, 0, b>>> (d, 10);
  show ("cudaStreamSynchronize b", cudaStreamSynchronize (b));
  show ("cudaStreamQuery a", cudaStreamQuery (a));
  add<<<1, 4, 0, cudaStreamPerThread>>> (d, 1000);
  show ("cudaStreamSynchronize cudaStreamPerThread", cudaStreamSynchronize (cudaStreamPerThread));
  add<<<1, 4, 0, cudaStreamLegacy>>> (d, 100);
  show ("cudaStreamSynchronize cudaStreamLegacy", cudaStreamSynchronize (cudaStreamLegacy));
  show ("cudaStreamQuery cudaStreamLegacy", cudaStreamQuery (cudaStreamLegacy));
  show ("cudaStreamQuery 0", cudaStreamQuery (0));
  int h[4];
  cudaMemcpy (h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf ("%d %d\n", h[0], h[3]);
  show ("cudaStreamDestroy", cudaStreamDestroy (a));
  show ("cudaStreamDestroy", cudaStreamDestroy (b));
  show ("cudaStreamDestroy", cudaStreamDestroy (c));
  cudaEventDestroy (never);
  cudaEventDestroy (done);
  cudaFree (d);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaStreamCreate into NULL: cudaErrorInvalidValue
// expect: cudaStreamCreateWithFlags 2: cudaErrorInvalidValue
// expect: cudaStreamCreateWithFlags into NULL: cudaErrorInvalidValue
// expect: last error: cudaErrorInvalidValue
// expect: cudaDeviceGetStreamPriorityRange: cudaSuccess
// expect: greatest <= least <= 0: 1
// expect: range, least only: cudaSuccess
// expect: range, neither: cudaSuccess
// expect: priority above the range: cudaSuccess
// expect: priority below the range: cudaSuccess
// expect: cudaStreamCreate: cudaSuccess
// expect: wait for an event never recorded: cudaSuccess
// expect: cudaEventRecord: cudaSuccess
// expect: cudaStreamWaitEvent: cudaSuccess
// expect: cudaStreamWaitEvent flags 4: cudaErrorInvalidValue
// expect: cudaStreamSynchronize b: cudaSuccess
// expect: cudaStreamQuery a: cudaSuccess
// expect: cudaStreamSynchronize cudaStreamPerThread: cudaSuccess
// expect: cudaStreamSynchronize cudaStreamLegacy: cudaSuccess
// expect: cudaStreamQuery cudaStreamLegacy: cudaSuccess
// expect: cudaStreamQuery 0: cudaSuccess
// expect: 1111 1111
// expect: cudaStreamDestroy: cudaSuccess
// expect: cudaStreamDestroy: cudaSuccess
// expect: cudaStreamDestroy: cudaSuccess
