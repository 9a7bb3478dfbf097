// The driver API as runtime programs use it (<cuda.h>), in the manner of the samples'
// deviceQueryDrv: cuInit, the device's name, memory and attributes, the driver version, the
// primary context shared with the runtime, and the error paths (before cuInit, a bad ordinal,
// a bad attribute, an unknown CUresult, releasing a context never retained, binding a context
// that does not exist).
#include <cuda.h>
#include <stdio.h>

#define CHECK_CU(call)                                                         \
  do {                                                                         \
    CUresult r_ = (call);                                                      \
    if (r_ != CUDA_SUCCESS) {                                                  \
      const char *s_ = NULL;                                                   \
      cuGetErrorName(r_, &s_);                                                 \
      printf("%s failed: %s\n", #call, s_);                                    \
    }                                                                          \
  } while (0)

__global__ void touch(int *p) { p[threadIdx.x] = threadIdx.x; }

int main(void) {
  int count = -1;
  CHECK_CU(cuDeviceGetCount(&count));           /* before cuInit */
  CHECK_CU(cuInit(0));
  CHECK_CU(cuDeviceGetCount(&count));
  printf("devices: %d\n", count);
  int version = 0;
  CHECK_CU(cuDriverGetVersion(&version));
  printf("driver version: %d.%d\n", version / 1000, (version % 100) / 10);

  CUdevice dev;
  CHECK_CU(cuDeviceGet(&dev, 1));
  CHECK_CU(cuDeviceGet(&dev, 0));
  char name[256];
  CHECK_CU(cuDeviceGetName(name, sizeof name, dev));
  printf("device 0: %s\n", name);
  char shortname[6];
  CHECK_CU(cuDeviceGetName(shortname, sizeof shortname, dev));
  printf("short: %s\n", shortname);
  size_t bytes = 0;
  CHECK_CU(cuDeviceTotalMem(&bytes, dev));
  printf("global memory: %zu MiB\n", bytes >> 20);
  int major = 0, minor = 0, sms = 0, warp = 0, clock = 0;
  CHECK_CU(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
  CHECK_CU(cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
  CHECK_CU(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
  CHECK_CU(cuDeviceGetAttribute(&warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, dev));
  CHECK_CU(cuDeviceGetAttribute(&clock, CU_DEVICE_ATTRIBUTE_CLOCK_RATE, dev));
  printf("sm_%d%d, %d SMs, warp %d, %d MHz\n", major, minor, sms, warp, clock / 1000);
  int bad;
  CHECK_CU(cuDeviceGetAttribute(&bad, (CUdevice_attribute) 100000, dev));

  CUcontext ctx = NULL, cur = (CUcontext) 1;
  CHECK_CU(cuCtxGetCurrent(&cur));
  printf("current before the runtime: %s\n", cur ? "a context" : "none");
  CHECK_CU(cuCtxGetDevice(&dev));
  CHECK_CU(cuDevicePrimaryCtxRelease(dev));        /* never retained */
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));                 /* the runtime binds the primary context */
  CHECK_CU(cuCtxGetCurrent(&cur));
  CHECK_CU(cuDevicePrimaryCtxRetain(&ctx, dev));
  printf("runtime's context is the primary one: %d\n", cur == ctx);
  unsigned flags = 99;
  int active = 0;
  CHECK_CU(cuDevicePrimaryCtxGetState(dev, &flags, &active));
  printf("primary: flags %u, active %d\n", flags, active);
  touch<<<1, 32>>>(d);
  CHECK_CU(cuCtxSynchronize());
  int h[32];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("h[31] = %d\n", h[31]);
  size_t free_b = 0, total_b = 0;
  CHECK_CU(cuMemGetInfo(&free_b, &total_b));
  printf("in use: %zu bytes of %zu MiB\n", total_b - free_b, total_b >> 20);
  cudaFree(d);
  CHECK_CU(cuDevicePrimaryCtxRelease(dev));
  CHECK_CU(cuCtxSetCurrent((CUcontext) 0x1234));

  const char *s = NULL;
  CHECK_CU(cuGetErrorString(CUDA_ERROR_INVALID_DEVICE, &s));
  printf("CUDA_ERROR_INVALID_DEVICE: %s\n", s);
  CHECK_CU(cuGetErrorString(CUDA_ERROR_ILLEGAL_ADDRESS, &s));
  printf("CUDA_ERROR_ILLEGAL_ADDRESS: %s\n", s);
  s = "unchanged";
  CHECK_CU(cuGetErrorString((CUresult) 12345, &s));
  printf("unknown code gives %s\n", s ? s : "NULL");
  printf("runtime's last error untouched: %s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: cuDeviceGetCount(&count) failed: CUDA_ERROR_NOT_INITIALIZED
// expect: devices: 1
// expect: driver version: 13.0
// expect: cuDeviceGet(&dev, 1) failed: CUDA_ERROR_INVALID_DEVICE
// expect: device 0: cudak sm_52 (GeForce GTX 980 model)
// expect: short: cudak
// expect: global memory: 4096 MiB
// expect: sm_52, 16 SMs, warp 32, 1216 MHz
// expect: cuDeviceGetAttribute(&bad, (CUdevice_attribute) 100000, dev) failed: CUDA_ERROR_INVALID_VALUE
// expect: current before the runtime: none
// expect: cuCtxGetDevice(&dev) failed: CUDA_ERROR_INVALID_CONTEXT
// expect: cuDevicePrimaryCtxRelease(dev) failed: CUDA_ERROR_INVALID_CONTEXT
// expect: runtime's context is the primary one: 1
// expect: primary: flags 0, active 1
// expect: h[31] = 31
// expect: in use: 180 bytes of 4096 MiB
// expect: cuCtxSetCurrent((CUcontext) 0x1234) failed: CUDA_ERROR_INVALID_CONTEXT
// expect: CUDA_ERROR_INVALID_DEVICE: invalid device ordinal
// expect: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered
// expect: cuGetErrorString((CUresult) 12345, &s) failed: CUDA_ERROR_INVALID_VALUE
// expect: unknown code gives NULL
// expect: runtime's last error untouched: cudaSuccess
