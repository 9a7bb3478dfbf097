// corpus/cudart/device.cu: device management on the default model (sm_52, README "Options":
// 16 SMs, 32 blocks, 2048 threads and 96 KiB shared memory per SM; the per-block limits are
// those of compute capability 5.2): one device, ordinal 0; any other ordinal is
// cudaErrorInvalidDevice and leaves the current device alone; attributes agree with the
// properties; versions as CUDA 13.0 reports them.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

static void show (const char *what, cudaError_t e)
{
  printf ("%s: %s\n", what, cudaGetErrorName (e));
}

int main ()
{
  int n = -1;
  show ("cudaGetDeviceCount", cudaGetDeviceCount (&n));
  printf ("count %d\n", n);
  int d = -1;
  show ("cudaGetDevice", cudaGetDevice (&d));
  printf ("device %d\n", d);
  show ("cudaSetDevice 0", cudaSetDevice (0));
  show ("cudaSetDevice count", cudaSetDevice (n));
  show ("last error", cudaGetLastError ());
  show ("last error again", cudaGetLastError ());
  show ("cudaSetDevice -1", cudaSetDevice (-1));
  show ("peek", cudaPeekAtLastError ());
  show ("peek again", cudaPeekAtLastError ());
  show ("get resets", cudaGetLastError ());
  d = -1;
  show ("cudaGetDevice", cudaGetDevice (&d));
  printf ("still device %d\n", d);

  cudaDeviceProp p;
  show ("cudaGetDeviceProperties 0", cudaGetDeviceProperties (&p, 0));
  printf ("cc %d.%d sms %d warp %d\n", p.major, p.minor, p.multiProcessorCount, p.warpSize);
  printf ("per SM: blocks %d threads %d shared %zu\n", p.maxBlocksPerMultiProcessor,
          p.maxThreadsPerMultiProcessor, p.sharedMemPerMultiprocessor);
  printf ("per block: threads %d dims %d %d %d shared %zu\n", p.maxThreadsPerBlock,
          p.maxThreadsDim[0], p.maxThreadsDim[1], p.maxThreadsDim[2], p.sharedMemPerBlock);
  printf ("grid %d %d %d const %zu\n", p.maxGridSize[0], p.maxGridSize[1], p.maxGridSize[2],
          p.totalConstMem);
  printf ("unified %d managed %d map %d\n", p.unifiedAddressing, p.managedMemory,
          p.canMapHostMemory);
  show ("cudaGetDeviceProperties count", cudaGetDeviceProperties (&p, n));
  show ("cudaGetDeviceProperties -1", cudaGetDeviceProperties (&p, -1));
  (void) cudaGetLastError ();

  static const struct { cudaDeviceAttr attr; const char *name; } attrs[] = {
    { cudaDevAttrMaxThreadsPerBlock, "MaxThreadsPerBlock" },
    { cudaDevAttrMaxBlockDimZ, "MaxBlockDimZ" },
    { cudaDevAttrMaxGridDimX, "MaxGridDimX" },
    { cudaDevAttrMaxSharedMemoryPerBlock, "MaxSharedMemoryPerBlock" },
    { cudaDevAttrWarpSize, "WarpSize" },
    { cudaDevAttrMultiProcessorCount, "MultiProcessorCount" },
    { cudaDevAttrComputeCapabilityMajor, "ComputeCapabilityMajor" },
    { cudaDevAttrComputeCapabilityMinor, "ComputeCapabilityMinor" },
    { cudaDevAttrMaxThreadsPerMultiProcessor, "MaxThreadsPerMultiProcessor" },
    { cudaDevAttrMaxSharedMemoryPerMultiprocessor, "MaxSharedMemoryPerMultiprocessor" },
    { cudaDevAttrMaxBlocksPerMultiprocessor, "MaxBlocksPerMultiprocessor" },
    { cudaDevAttrUnifiedAddressing, "UnifiedAddressing" },
  };
  const int want[] = { p.maxThreadsPerBlock, p.maxThreadsDim[2], p.maxGridSize[0],
                       (int) p.sharedMemPerBlock, p.warpSize, p.multiProcessorCount, p.major,
                       p.minor, p.maxThreadsPerMultiProcessor,
                       (int) p.sharedMemPerMultiprocessor, p.maxBlocksPerMultiProcessor,
                       p.unifiedAddressing };
  for (int i = 0; i < (int) (sizeof attrs / sizeof attrs[0]); i++)
    {
      int v = -1;
      cudaError_t e = cudaDeviceGetAttribute (&v, attrs[i].attr, 0);
      printf ("%s %s %d %s\n", attrs[i].name, cudaGetErrorName (e), v,
              v == want[i] ? "agrees" : "DIFFERS");
    }
  int v = 12345;
  show ("attribute of device count", cudaDeviceGetAttribute (&v, cudaDevAttrWarpSize, n));
  show ("attribute of device -1", cudaDeviceGetAttribute (&v, cudaDevAttrWarpSize, -1));
  show ("attribute cudaDevAttrMax", cudaDeviceGetAttribute (&v, cudaDevAttrMax, 0));
  show ("attribute into NULL", cudaDeviceGetAttribute (NULL, cudaDevAttrWarpSize, 0));
  (void) cudaGetLastError ();

  int rt = 0, drv = 0;
  show ("cudaRuntimeGetVersion", cudaRuntimeGetVersion (&rt));
  show ("cudaDriverGetVersion", cudaDriverGetVersion (&drv));
  printf ("runtime is CUDART_VERSION %d, driver supports it %d\n", rt == CUDART_VERSION,
          drv >= rt);
  show ("cudaRuntimeGetVersion NULL", cudaRuntimeGetVersion (NULL));
  show ("cudaDriverGetVersion NULL", cudaDriverGetVersion (NULL));
  show ("last error", cudaGetLastError ());

  cudaDeviceProp want52;
  memset (&want52, 0, sizeof want52);
  want52.major = 5;
  want52.minor = 2;
  d = -1;
  show ("cudaChooseDevice", cudaChooseDevice (&d, &want52));
  printf ("chosen %d\n", d);
  return 0;
}
// SPDX-License-Identifier: MIT
// expect: cudaGetDeviceCount: cudaSuccess
// expect: count 1
// expect: cudaGetDevice: cudaSuccess
// expect: device 0
// expect: cudaSetDevice 0: cudaSuccess
// expect: cudaSetDevice count: cudaErrorInvalidDevice
// expect: last error: cudaErrorInvalidDevice
// expect: last error again: cudaSuccess
// expect: cudaSetDevice -1: cudaErrorInvalidDevice
// expect: peek: cudaErrorInvalidDevice
// expect: peek again: cudaErrorInvalidDevice
// expect: get resets: cudaErrorInvalidDevice
// expect: cudaGetDevice: cudaSuccess
// expect: still device 0
// expect: cudaGetDeviceProperties 0: cudaSuccess
// expect: cc 5.2 sms 16 warp 32
// expect: per SM: blocks 32 threads 2048 shared 98304
// expect: per block: threads 1024 dims 1024 1024 64 shared 49152
// expect: grid 2147483647 65535 65535 const 65536
// expect: unified 1 managed 1 map 1
// expect: cudaGetDeviceProperties count: cudaErrorInvalidDevice
// expect: cudaGetDeviceProperties -1: cudaErrorInvalidDevice
// expect: MaxThreadsPerBlock cudaSuccess 1024 agrees
// expect: MaxBlockDimZ cudaSuccess 64 agrees
// expect: MaxGridDimX cudaSuccess 2147483647 agrees
// expect: MaxSharedMemoryPerBlock cudaSuccess 49152 agrees
// expect: WarpSize cudaSuccess 32 agrees
// expect: MultiProcessorCount cudaSuccess 16 agrees
// expect: ComputeCapabilityMajor cudaSuccess 5 agrees
// expect: ComputeCapabilityMinor cudaSuccess 2 agrees
// expect: MaxThreadsPerMultiProcessor cudaSuccess 2048 agrees
// expect: MaxSharedMemoryPerMultiprocessor cudaSuccess 98304 agrees
// expect: MaxBlocksPerMultiprocessor cudaSuccess 32 agrees
// expect: UnifiedAddressing cudaSuccess 1 agrees
// expect: attribute of device count: cudaErrorInvalidDevice
// expect: attribute of device -1: cudaErrorInvalidDevice
// expect: attribute cudaDevAttrMax: cudaErrorInvalidValue
// expect: attribute into NULL: cudaErrorInvalidValue
// expect: cudaRuntimeGetVersion: cudaSuccess
// expect: cudaDriverGetVersion: cudaSuccess
// expect: runtime is CUDART_VERSION 1, driver supports it 1
// expect: cudaRuntimeGetVersion NULL: cudaErrorInvalidValue
// expect: cudaDriverGetVersion NULL: cudaErrorInvalidValue
// expect: last error: cudaErrorInvalidValue
// expect: cudaChooseDevice: cudaSuccess
// expect: chosen 0
