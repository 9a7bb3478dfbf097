// corpus/cudart/hostmem.cu: page-locked host memory: cudaHostAlloc with each flag (an unknown
// flag is cudaErrorInvalidValue), cudaHostGetFlags (only for cudaHostAlloc memory),
// cudaHostGetDevicePointer (flags must be 0; pageable memory has no device pointer),
// cudaHostRegister/cudaHostUnregister (twice is cudaErrorHostMemoryAlreadyRegistered /
// cudaErrorHostMemoryNotRegistered), kernels writing through the mapped pointers, and
// cudaPointerGetAttributes of each kind of memory (host memory CUDA does not know is
// cudaMemoryTypeUnregistered, with cudaSuccess, since CUDA 11).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void put (int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

static const char *type_name (cudaMemoryType t)
{
  switch (t)
    {
    case cudaMemoryTypeUnregistered: return "Unregistered";
    case cudaMemoryTypeHost: return "Host";
    case cudaMemoryTypeDevice: return "Device";
    case cudaMemoryTypeManaged: return "Managed";
    }
  return "?";
}

static void attributes (const char *what, const void *ptr)
{
  cudaPointerAttributes a;
  cudaError_t e = cudaPointerGetAttributes (&a, ptr);
  printf ("%s: %s %s", what, cudaGetErrorName (e), type_name (a.type));
  if (a.type != cudaMemoryTypeUnregistered)
    printf (" device %d devicePointer %s hostPointer %s", a.device,
            a.devicePointer == ptr ? "same" : a.devicePointer ? "set" : "NULL",
            a.hostPointer == ptr ? "same" : a.hostPointer ? "other" : "NULL");
  printf ("\n");
}

int main ()
{
  int *mapped = NULL, *portable = NULL, *wc = NULL, *bad = NULL;
  show ("cudaHostAlloc Mapped", cudaHostAlloc ((void **) &mapped, 4 * sizeof (int), cudaHostAllocMapped));
  show ("cudaHostAlloc Portable", cudaHostAlloc ((void **) &portable, 64, cudaHostAllocPortable));
  show ("cudaHostAlloc WriteCombined", cudaHostAlloc ((void **) &wc, 64, cudaHostAllocWriteCombined));
  show ("cudaHostAlloc flag 0x100", cudaHostAlloc ((void **) &bad, 64, 0x100));
  show ("cudaHostAlloc into NULL", cudaHostAlloc (NULL, 64, cudaHostAllocDefault));
  show ("cudaMallocHost into NULL", cudaMallocHost (NULL, 64));
  show ("last error", cudaGetLastError ());

  unsigned int f = 0;
  show ("cudaHostGetFlags", cudaHostGetFlags (&f, mapped));
  printf ("mapped flag %d\n", (f & cudaHostAllocMapped) != 0);
  int *pageable = (int *) malloc (4 * sizeof (int));
  show ("cudaHostGetFlags pageable", cudaHostGetFlags (&f, pageable));

  int *dmapped = NULL;
  show ("cudaHostGetDevicePointer", cudaHostGetDevicePointer ((void **) &dmapped, mapped, 0));
  show ("cudaHostGetDevicePointer flags 1", cudaHostGetDevicePointer ((void **) &dmapped, mapped, 1));
  int *dpage = NULL;
  show ("cudaHostGetDevicePointer pageable", cudaHostGetDevicePointer ((void **) &dpage, pageable, 0));
  put<<<1, 4>>> (dmapped, 10);
  show ("kernel on mapped memory", cudaDeviceSynchronize ());
  printf ("mapped %d %d\n", mapped[0], mapped[3]);

  show ("cudaHostRegister", cudaHostRegister (pageable, 4 * sizeof (int), cudaHostRegisterMapped));
  show ("cudaHostRegister again", cudaHostRegister (pageable, 4 * sizeof (int), cudaHostRegisterMapped));
  show ("last error", cudaGetLastError ());
  show ("cudaHostGetDevicePointer registered", cudaHostGetDevicePointer ((void **) &dpage, pageable, 0));
  put<<<1, 4>>> (dpage, 20);
  show ("kernel on registered memory", cudaDeviceSynchronize ());
  printf ("registered %d %d\n", pageable[0], pageable[3]);

  int *dev = NULL, *managed = NULL;
  cudaMalloc ((void **) &dev, 64);
  cudaMallocManaged ((void **) &managed, 64);
  int on_stack = 0;
  attributes ("device", dev);
  attributes ("inside device", dev + 3);
  attributes ("managed", managed);
  attributes ("cudaHostAlloc", mapped);
  /* registered memory's device pointer "may or may not match" the host pointer */
  cudaPointerAttributes r;
  cudaError_t e = cudaPointerGetAttributes (&r, pageable);
  printf ("registered: %s %s device %d devicePointer %s hostPointer %s\n", cudaGetErrorName (e),
          type_name (r.type), r.device, r.devicePointer ? "set" : "NULL",
          r.hostPointer == pageable ? "same" : "other");
  attributes ("stack", &on_stack);
  show ("cudaPointerGetAttributes into NULL", cudaPointerGetAttributes (NULL, dev));

  show ("cudaHostUnregister", cudaHostUnregister (pageable));
  show ("cudaHostUnregister again", cudaHostUnregister (pageable));
  attributes ("unregistered", pageable);
  show ("last error", cudaGetLastError ());
  free (pageable);
  show ("cudaFreeHost", cudaFreeHost (mapped));
  show ("cudaFreeHost", cudaFreeHost (portable));
  show ("cudaFreeHost", cudaFreeHost (wc));
  show ("cudaFree", cudaFree (dev));
  show ("cudaFree managed", cudaFree (managed));
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaHostAlloc Mapped: cudaSuccess
// expect: cudaHostAlloc Portable: cudaSuccess
// expect: cudaHostAlloc WriteCombined: cudaSuccess
// expect: cudaHostAlloc flag 0x100: cudaErrorInvalidValue
// expect: cudaHostAlloc into NULL: cudaErrorInvalidValue
// expect: cudaMallocHost into NULL: cudaErrorInvalidValue
// expect: last error: cudaErrorInvalidValue
// expect: cudaHostGetFlags: cudaSuccess
// expect: mapped flag 1
// expect: cudaHostGetFlags pageable: cudaErrorInvalidValue
// expect: cudaHostGetDevicePointer: cudaSuccess
// expect: cudaHostGetDevicePointer flags 1: cudaErrorInvalidValue
// expect: cudaHostGetDevicePointer pageable: cudaErrorInvalidValue
// expect: kernel on mapped memory: cudaSuccess
// expect: mapped 10 13
// expect: cudaHostRegister: cudaSuccess
// expect: cudaHostRegister again: cudaErrorHostMemoryAlreadyRegistered
// expect: last error: cudaErrorHostMemoryAlreadyRegistered
// expect: cudaHostGetDevicePointer registered: cudaSuccess
// expect: kernel on registered memory: cudaSuccess
// expect: registered 20 23
// expect: device: cudaSuccess Device device 0 devicePointer same hostPointer NULL
// expect: inside device: cudaSuccess Device device 0 devicePointer same hostPointer NULL
// expect: managed: cudaSuccess Managed device 0 devicePointer same hostPointer same
// expect: cudaHostAlloc: cudaSuccess Host device 0 devicePointer same hostPointer same
// expect: registered: cudaSuccess Host device 0 devicePointer set hostPointer same
// expect: stack: cudaSuccess Unregistered
// expect: cudaPointerGetAttributes into NULL: cudaErrorInvalidValue
// expect: cudaHostUnregister: cudaSuccess
// expect: cudaHostUnregister again: cudaErrorHostMemoryNotRegistered
// expect: unregistered: cudaSuccess Unregistered
// expect: last error: cudaErrorHostMemoryNotRegistered
// expect: cudaFreeHost: cudaSuccess
// expect: cudaFreeHost: cudaSuccess
// expect: cudaFreeHost: cudaSuccess
// expect: cudaFree: cudaSuccess
// expect: cudaFree managed: cudaSuccess
