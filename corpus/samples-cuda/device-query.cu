// corpus/samples-cuda/device-query.cu: deviceQuery as the CUDA 13 samples write it: cudaDriverGetVersion
// and cudaRuntimeGetVersion, then for each device the cudaDeviceProp fields that CUDA 13 keeps
// and the clock rates through cudaDeviceGetAttribute, with the samples' _ConvertSMVer2Cores
// table and their formatting of sizes; every value is that of the modelled device.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

inline int _ConvertSMVer2Cores(int major, int minor)
{
  typedef struct {
    int SM;
    int Cores;
  } sSMtoCores;
  sSMtoCores nGpuArchCoresPerSM[] = {
    { 0x30, 192 }, { 0x32, 192 }, { 0x35, 192 }, { 0x37, 192 }, { 0x50, 128 }, { 0x52, 128 },
    { 0x53, 128 }, { 0x60, 64 },  { 0x61, 128 }, { 0x62, 128 }, { 0x70, 64 },  { 0x72, 64 },
    { 0x75, 64 },  { 0x80, 64 },  { 0x86, 128 }, { 0x87, 128 }, { 0x89, 128 }, { 0x90, 128 },
    { -1, -1 } };
  int index = 0;
  while (nGpuArchCoresPerSM[index].SM != -1) {
    if (nGpuArchCoresPerSM[index].SM == ((major << 4) + minor))
      return nGpuArchCoresPerSM[index].Cores;
    index++;
  }
  printf("MapSMtoCores for SM %d.%d is undefined.  Default to use %d Cores/SM\n", major, minor,
         nGpuArchCoresPerSM[index - 1].Cores);
  return nGpuArchCoresPerSM[index - 1].Cores;
}

int main(int argc, char **argv)
{
  printf("%s Starting...\n\n", argv[0] ? "deviceQuery" : "?");
  printf(" CUDA Device Query (Runtime API) version (CUDART static linking)\n\n");
  int deviceCount = 0;
  cudaError_t error_id = cudaGetDeviceCount(&deviceCount);
  if (error_id != cudaSuccess) {
    printf("cudaGetDeviceCount returned %d\n-> %s\n", (int)error_id, cudaGetErrorString(error_id));
    printf("Result = FAIL\n");
    exit(EXIT_FAILURE);
  }
  if (deviceCount == 0)
    printf("There are no available device(s) that support CUDA\n");
  else
    printf("Detected %d CUDA Capable device(s)\n", deviceCount);

  int dev, driverVersion = 0, runtimeVersion = 0;
  for (dev = 0; dev < deviceCount; ++dev) {
    cudaSetDevice(dev);
    cudaDeviceProp deviceProp;
    cudaGetDeviceProperties(&deviceProp, dev);
    printf("\nDevice %d: \"%s\"\n", dev, deviceProp.name);
    cudaDriverGetVersion(&driverVersion);
    cudaRuntimeGetVersion(&runtimeVersion);
    printf("  CUDA Driver Version / Runtime Version          %d.%d / %d.%d\n",
           driverVersion / 1000, (driverVersion % 100) / 10, runtimeVersion / 1000,
           (runtimeVersion % 100) / 10);
    printf("  CUDA Capability Major/Minor version number:    %d.%d\n", deviceProp.major, deviceProp.minor);
    char msg[256];
    snprintf(msg, sizeof(msg),
             "  Total amount of global memory:                 %.0f MBytes (%llu bytes)\n",
             static_cast<float>(deviceProp.totalGlobalMem / 1048576.0f),
             (unsigned long long)deviceProp.totalGlobalMem);
    printf("%s", msg);
    printf("  (%03d) Multiprocessors, (%03d) CUDA Cores/MP:    %d CUDA Cores\n",
           deviceProp.multiProcessorCount, _ConvertSMVer2Cores(deviceProp.major, deviceProp.minor),
           _ConvertSMVer2Cores(deviceProp.major, deviceProp.minor) * deviceProp.multiProcessorCount);
    int clockRate;
    cudaDeviceGetAttribute(&clockRate, cudaDevAttrClockRate, dev);
    printf("  GPU Max Clock rate:                            %.0f MHz (%0.2f GHz)\n",
           clockRate * 1e-3f, clockRate * 1e-6f);
    int memoryClock, memBusWidth;
    cudaDeviceGetAttribute(&memoryClock, cudaDevAttrMemoryClockRate, dev);
    printf("  Memory Clock rate:                             %.0f Mhz\n", memoryClock * 1e-3f);
    cudaDeviceGetAttribute(&memBusWidth, cudaDevAttrGlobalMemoryBusWidth, dev);
    printf("  Memory Bus Width:                              %d-bit\n", memBusWidth);
    if (deviceProp.l2CacheSize)
      printf("  L2 Cache Size:                                 %d bytes\n", deviceProp.l2CacheSize);
    printf("  Maximum Texture Dimension Size (x,y,z)         1D=(%d), 2D=(%d, %d), 3D=(%d, %d, %d)\n",
           deviceProp.maxTexture1D, deviceProp.maxTexture2D[0], deviceProp.maxTexture2D[1],
           deviceProp.maxTexture3D[0], deviceProp.maxTexture3D[1], deviceProp.maxTexture3D[2]);
    printf("  Total amount of constant memory:               %zu bytes\n", deviceProp.totalConstMem);
    printf("  Total amount of shared memory per block:       %zu bytes\n", deviceProp.sharedMemPerBlock);
    printf("  Total shared memory per multiprocessor:        %zu bytes\n", deviceProp.sharedMemPerMultiprocessor);
    printf("  Total number of registers available per block: %d\n", deviceProp.regsPerBlock);
    printf("  Warp size:                                     %d\n", deviceProp.warpSize);
    printf("  Maximum number of threads per multiprocessor:  %d\n", deviceProp.maxThreadsPerMultiProcessor);
    printf("  Maximum number of threads per block:           %d\n", deviceProp.maxThreadsPerBlock);
    printf("  Max dimension size of a thread block (x,y,z): (%d, %d, %d)\n",
           deviceProp.maxThreadsDim[0], deviceProp.maxThreadsDim[1], deviceProp.maxThreadsDim[2]);
    printf("  Max dimension size of a grid size    (x,y,z): (%d, %d, %d)\n",
           deviceProp.maxGridSize[0], deviceProp.maxGridSize[1], deviceProp.maxGridSize[2]);
    printf("  Maximum memory pitch:                          %zu bytes\n", deviceProp.memPitch);
    printf("  Texture alignment:                             %zu bytes\n", deviceProp.textureAlignment);
    printf("  Concurrent copy and kernel execution:          %s with %d copy engine(s)\n",
           (deviceProp.asyncEngineCount > 0 ? "Yes" : "No"), deviceProp.asyncEngineCount);
    printf("  Integrated GPU sharing Host Memory:            %s\n", deviceProp.integrated ? "Yes" : "No");
    printf("  Support host page-locked memory mapping:       %s\n", deviceProp.canMapHostMemory ? "Yes" : "No");
    printf("  Alignment requirement for Surfaces:            %s\n", deviceProp.surfaceAlignment ? "Yes" : "No");
    printf("  Device has ECC support:                        %s\n", deviceProp.ECCEnabled ? "Enabled" : "Disabled");
    printf("  Device supports Unified Addressing (UVA):      %s\n", deviceProp.unifiedAddressing ? "Yes" : "No");
    printf("  Device supports Managed Memory:                %s\n", deviceProp.managedMemory ? "Yes" : "No");
    printf("  Device supports Compute Preemption:            %s\n", deviceProp.computePreemptionSupported ? "Yes" : "No");
    printf("  Supports Cooperative Kernel Launch:            %s\n", deviceProp.cooperativeLaunch ? "Yes" : "No");
    printf("  Device PCI Domain ID / Bus ID / location ID:   %d / %d / %d\n", deviceProp.pciDomainID,
           deviceProp.pciBusID, deviceProp.pciDeviceID);
  }
  printf("\ndeviceQuery, CUDA Driver = CUDART, NumDevs = %d\n", deviceCount);
  printf("Result = PASS\n");
  exit(EXIT_SUCCESS);
}
// expect: deviceQuery Starting...
// expect:
// expect:  CUDA Device Query (Runtime API) version (CUDART static linking)
// expect:
// expect: Detected 1 CUDA Capable device(s)
// expect:
// expect: Device 0: "cudak sm_52 (GeForce GTX 980 model)"
// expect:   CUDA Driver Version / Runtime Version          13.0 / 13.0
// expect:   CUDA Capability Major/Minor version number:    5.2
// expect:   Total amount of global memory:                 4096 MBytes (4294967296 bytes)
// expect:   (016) Multiprocessors, (128) CUDA Cores/MP:    2048 CUDA Cores
// expect:   GPU Max Clock rate:                            1216 MHz (1.22 GHz)
// expect:   Memory Clock rate:                             3505 Mhz
// expect:   Memory Bus Width:                              256-bit
// expect:   L2 Cache Size:                                 2097152 bytes
// expect:   Maximum Texture Dimension Size (x,y,z)         1D=(65536), 2D=(65536, 65536), 3D=(4096, 4096, 4096)
// expect:   Total amount of constant memory:               65536 bytes
// expect:   Total amount of shared memory per block:       49152 bytes
// expect:   Total shared memory per multiprocessor:        98304 bytes
// expect:   Total number of registers available per block: 65536
// expect:   Warp size:                                     32
// expect:   Maximum number of threads per multiprocessor:  2048
// expect:   Maximum number of threads per block:           1024
// expect:   Max dimension size of a thread block (x,y,z): (1024, 1024, 64)
// expect:   Max dimension size of a grid size    (x,y,z): (2147483647, 65535, 65535)
// expect:   Maximum memory pitch:                          2147483647 bytes
// expect:   Texture alignment:                             512 bytes
// expect:   Concurrent copy and kernel execution:          Yes with 2 copy engine(s)
// expect:   Integrated GPU sharing Host Memory:            No
// expect:   Support host page-locked memory mapping:       Yes
// expect:   Alignment requirement for Surfaces:            Yes
// expect:   Device has ECC support:                        Disabled
// expect:   Device supports Unified Addressing (UVA):      Yes
// expect:   Device supports Managed Memory:                Yes
// expect:   Device supports Compute Preemption:            Yes
// expect:   Supports Cooperative Kernel Launch:            Yes
// expect:   Device PCI Domain ID / Bus ID / location ID:   0 / 1 / 0
// expect:
// expect: deviceQuery, CUDA Driver = CUDART, NumDevs = 1
// expect: Result = PASS
