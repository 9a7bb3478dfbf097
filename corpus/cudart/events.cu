// corpus/cudart/events.cu: events and stream queries: cudaEventCreateWithFlags (Interprocess
// needs DisableTiming, unknown flags and a NULL output are cudaErrorInvalidValue); an event never
// recorded is complete; cudaEventElapsedTime without a record, or with a DisableTiming event,
// is cudaErrorInvalidResourceHandle, with a NULL output cudaErrorInvalidValue; while a kernel
// waits for the host (a flag in mapped memory) its stream, its event and the elapsed time are
// cudaErrorNotReady, and all succeed once it has finished.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void wait_for_host (volatile int *flag, int *done)
{
  while (*flag == 0)
    ;
  *done = 1;
}

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  cudaEvent_t start, stop, blocking, untimed, e;
  show ("cudaEventCreate", cudaEventCreate (&start));
  show ("cudaEventCreateWithFlags Default", cudaEventCreateWithFlags (&stop, cudaEventDefault));
  show ("cudaEventCreateWithFlags BlockingSync", cudaEventCreateWithFlags (&blocking, cudaEventBlockingSync));
  show ("cudaEventCreateWithFlags DisableTiming", cudaEventCreateWithFlags (&untimed, cudaEventDisableTiming));
  show ("cudaEventCreateWithFlags Interprocess alone", cudaEventCreateWithFlags (&e, cudaEventInterprocess));
  show ("cudaEventCreateWithFlags 0x80", cudaEventCreateWithFlags (&e, 0x80));
  show ("cudaEventCreateWithFlags into NULL", cudaEventCreateWithFlags (NULL, cudaEventDefault));
  show ("cudaEventCreate into NULL", cudaEventCreate (NULL));
  show ("last error", cudaGetLastError ());

  show ("cudaEventQuery never recorded", cudaEventQuery (start));
  show ("cudaEventSynchronize never recorded", cudaEventSynchronize (start));
  float ms = -1;
  show ("cudaEventElapsedTime never recorded", cudaEventElapsedTime (&ms, start, stop));
  show ("last error", cudaGetLastError ());

  volatile int *flag;
  int *done;
  cudaHostAlloc ((void **) &flag, sizeof (int), cudaHostAllocMapped);
  *flag = 0;
  cudaMalloc ((void **) &done, sizeof (int));
  cudaMemset (done, 0, sizeof (int));
  cudaStream_t s;
  show ("cudaStreamCreateWithFlags NonBlocking", cudaStreamCreateWithFlags (&s, cudaStreamNonBlocking));
  show ("cudaStreamQuery idle", cudaStreamQuery (s));
  show ("cudaEventRecord start", cudaEventRecord (start, s));
  show ("cudaEventRecord untimed", cudaEventRecord (untimed, s));
  int *dflag;
  cudaHostGetDevicePointer ((void **) &dflag, (void *) flag, 0);
  wait_for_host<<<1, 1, 0, s>>> (dflag, done);
  show ("launch", cudaGetLastError ());
  show ("cudaEventRecord stop", cudaEventRecord (stop, s));
  show ("cudaStreamQuery busy", cudaStreamQuery (s));
  show ("cudaEventQuery pending", cudaEventQuery (stop));
  show ("cudaEventElapsedTime pending", cudaEventElapsedTime (&ms, start, stop));
  /* cudaErrorNotReady is the last error like any other: PyTorch's caching allocator clears it
     after cudaEventQuery (pytorch/pytorch#18584) */
  show ("last error", cudaGetLastError ());
  *flag = 1;
  show ("cudaEventSynchronize", cudaEventSynchronize (stop));
  show ("cudaEventQuery done", cudaEventQuery (stop));
  show ("cudaStreamQuery done", cudaStreamQuery (s));
  show ("cudaEventElapsedTime", cudaEventElapsedTime (&ms, start, stop));
  printf ("elapsed is not negative %d\n", ms >= 0.0f);
  show ("cudaEventElapsedTime DisableTiming", cudaEventElapsedTime (&ms, untimed, stop));
  show ("cudaEventElapsedTime into NULL", cudaEventElapsedTime (NULL, start, stop));
  int d = 0;
  cudaMemcpy (&d, done, sizeof d, cudaMemcpyDeviceToHost);
  printf ("kernel saw the flag %d\n", d);

  show ("cudaStreamSynchronize", cudaStreamSynchronize (s));
  show ("cudaStreamDestroy", cudaStreamDestroy (s));
  show ("cudaEventDestroy", cudaEventDestroy (start));
  show ("cudaEventDestroy", cudaEventDestroy (stop));
  show ("cudaEventDestroy", cudaEventDestroy (blocking));
  show ("cudaEventDestroy", cudaEventDestroy (untimed));
  cudaFree (done);
  cudaFreeHost ((void *) flag);
  show ("last error", cudaGetLastError ());
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaEventCreate: cudaSuccess
// expect: cudaEventCreateWithFlags Default: cudaSuccess
// expect: cudaEventCreateWithFlags BlockingSync: cudaSuccess
// expect: cudaEventCreateWithFlags DisableTiming: cudaSuccess
// expect: cudaEventCreateWithFlags Interprocess alone: cudaErrorInvalidValue
// expect: cudaEventCreateWithFlags 0x80: cudaErrorInvalidValue
// expect: cudaEventCreateWithFlags into NULL: cudaErrorInvalidValue
// expect: cudaEventCreate into NULL: cudaErrorInvalidValue
// expect: last error: cudaErrorInvalidValue
// expect: cudaEventQuery never recorded: cudaSuccess
// expect: cudaEventSynchronize never recorded: cudaSuccess
// expect: cudaEventElapsedTime never recorded: cudaErrorInvalidResourceHandle
// expect: last error: cudaErrorInvalidResourceHandle
// expect: cudaStreamCreateWithFlags NonBlocking: cudaSuccess
// expect: cudaStreamQuery idle: cudaSuccess
// expect: cudaEventRecord start: cudaSuccess
// expect: cudaEventRecord untimed: cudaSuccess
// expect: launch: cudaSuccess
// expect: cudaEventRecord stop: cudaSuccess
// expect: cudaStreamQuery busy: cudaErrorNotReady
// expect: cudaEventQuery pending: cudaErrorNotReady
// expect: cudaEventElapsedTime pending: cudaErrorNotReady
// expect: last error: cudaErrorNotReady
// expect: cudaEventSynchronize: cudaSuccess
// expect: cudaEventQuery done: cudaSuccess
// expect: cudaStreamQuery done: cudaSuccess
// expect: cudaEventElapsedTime: cudaSuccess
// expect: elapsed is not negative 1
// expect: cudaEventElapsedTime DisableTiming: cudaErrorInvalidResourceHandle
// expect: cudaEventElapsedTime into NULL: cudaErrorInvalidValue
// expect: kernel saw the flag 1
// expect: cudaStreamSynchronize: cudaSuccess
// expect: cudaStreamDestroy: cudaSuccess
// expect: cudaEventDestroy: cudaSuccess
// expect: cudaEventDestroy: cudaSuccess
// expect: cudaEventDestroy: cudaSuccess
// expect: cudaEventDestroy: cudaSuccess
// expect: last error: cudaErrorInvalidValue
