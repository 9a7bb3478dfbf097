/* helper_cuda.h (cudak built-in) — the error-checking and device-selection helpers of the CUDA
 * samples (Common/helper_cuda.h), written in CUDA-C with the samples' exact messages.
 * SPDX-License-Identifier: MIT */
#ifndef COMMON_HELPER_CUDA_H_
#define COMMON_HELPER_CUDA_H_
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>
#include <helper_string.h>

#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2
#endif
#ifndef MAX
#define MAX(a, b) (a > b ? a : b)
#endif
#ifndef MIN
#define MIN(a, b) (a < b ? a : b)
#endif

static const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }

inline void check(cudaError_t result, char const *const func, const char *const file, int const line) {
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\" \n", file, line,
            (unsigned int)result, _cudaGetErrorEnum(result), func);
    exit(EXIT_FAILURE);
  }
}

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#define getLastCudaError(msg) __getLastCudaError(msg, __FILE__, __LINE__)
#define printLastCudaError(msg) __printLastCudaError(msg, __FILE__, __LINE__)

inline void __getLastCudaError(const char *errorMessage, const char *file, const int line) {
  cudaError_t err = cudaGetLastError();
  if (cudaSuccess != err) {
    fprintf(stderr, "%s(%i) : getLastCudaError() CUDA error : %s : (%d) %s.\n", file, line,
            errorMessage, (int)err, cudaGetErrorString(err));
    exit(EXIT_FAILURE);
  }
}

inline void __printLastCudaError(const char *errorMessage, const char *file, const int line) {
  cudaError_t err = cudaGetLastError();
  if (cudaSuccess != err) {
    fprintf(stderr, "%s(%i) : getLastCudaError() CUDA error : %s : (%d) %s.\n", file, line,
            errorMessage, (int)err, cudaGetErrorString(err));
  }
}

/* float to int, rounding half away from zero */
inline int ftoi(float value) {
  return (value >= 0 ? (int)(value + 0.5) : (int)(value - 0.5));
}

inline int _ConvertSMVer2Cores(int major, int minor) {
  int sm = (major << 4) + minor;
  switch (sm) {
    case 0x30: case 0x32: case 0x35: case 0x37: return 192;
    case 0x50: case 0x52: case 0x53: return 128;
    case 0x60: return 64;
    case 0x61: case 0x62: return 128;
    case 0x70: case 0x72: case 0x75: return 64;
    case 0x80: return 64;
    case 0x86: case 0x87: case 0x89: return 128;
    case 0x90: return 128;
    case 0xa0: case 0xa1: case 0xa3: case 0xb0: case 0xc0: case 0xc1: return 128;
  }
  printf("MapSMtoCores for SM %d.%d is undefined.  Default to use %d Cores/SM\n", major, minor, 128);
  return 128;
}

inline const char *_ConvertSMVer2ArchName(int major, int minor) {
  int sm = (major << 4) + minor;
  switch (sm) {
    case 0x30: case 0x32: case 0x35: case 0x37: return "Kepler";
    case 0x50: case 0x52: case 0x53: return "Maxwell";
    case 0x60: case 0x61: case 0x62: return "Pascal";
    case 0x70: case 0x72: return "Volta";
    case 0x75: return "Turing";
    case 0x80: case 0x86: case 0x87: return "Ampere";
    case 0x89: return "Ada";
    case 0x90: return "Hopper";
    case 0xa0: case 0xa1: case 0xa3: case 0xb0: case 0xc0: case 0xc1: return "Blackwell";
  }
  printf("MapSMtoArchName for SM %d.%d is undefined.  Default to use %s\n", major, minor, "Blackwell");
  return "Blackwell";
}

inline int gpuDeviceInit(int devID) {
  int device_count;
  checkCudaErrors(cudaGetDeviceCount(&device_count));
  if (device_count == 0) {
    fprintf(stderr, "gpuDeviceInit() CUDA error: no devices supporting CUDA.\n");
    exit(EXIT_FAILURE);
  }
  if (devID < 0) devID = 0;
  if (devID > device_count - 1) {
    fprintf(stderr, "\n");
    fprintf(stderr, ">> %d CUDA capable GPU device(s) detected. <<\n", device_count);
    fprintf(stderr, ">> gpuDeviceInit (-device=%d) is not a valid GPU device. <<\n", devID);
    fprintf(stderr, "\n");
    return -devID;
  }
  int computeMode = -1, major = 0, minor = 0;
  checkCudaErrors(cudaDeviceGetAttribute(&computeMode, cudaDevAttrComputeMode, devID));
  checkCudaErrors(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, devID));
  checkCudaErrors(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, devID));
  if (computeMode == cudaComputeModeProhibited) {
    fprintf(stderr, "Error: device is running in <Compute Mode Prohibited>, no threads can use cudaSetDevice().\n");
    return -1;
  }
  if (major < 1) {
    fprintf(stderr, "gpuDeviceInit(): GPU device does not support CUDA.\n");
    exit(EXIT_FAILURE);
  }
  checkCudaErrors(cudaSetDevice(devID));
  printf("gpuDeviceInit() CUDA Device [%d]: \"%s\n", devID, _ConvertSMVer2ArchName(major, minor));
  return devID;
}

inline int gpuGetMaxGflopsDeviceId() {
  int current_device = 0, sm_per_multiproc = 0;
  int max_perf_device = 0;
  int device_count = 0;
  int devices_prohibited = 0;
  unsigned long long max_compute_perf = 0;
  checkCudaErrors(cudaGetDeviceCount(&device_count));
  if (device_count == 0) {
    fprintf(stderr, "gpuGetMaxGflopsDeviceId() CUDA error: no devices supporting CUDA.\n");
    exit(EXIT_FAILURE);
  }
  current_device = 0;
  while (current_device < device_count) {
    int computeMode = -1, major = 0, minor = 0;
    checkCudaErrors(cudaDeviceGetAttribute(&computeMode, cudaDevAttrComputeMode, current_device));
    checkCudaErrors(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, current_device));
    checkCudaErrors(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, current_device));
    if (computeMode != cudaComputeModeProhibited) {
      if (major == 9999 && minor == 9999) {
        sm_per_multiproc = 1;
      } else {
        sm_per_multiproc = _ConvertSMVer2Cores(major, minor);
      }
      int multiProcessorCount = 0, clockRate = 0;
      checkCudaErrors(cudaDeviceGetAttribute(&multiProcessorCount, cudaDevAttrMultiProcessorCount, current_device));
      cudaError_t result = cudaDeviceGetAttribute(&clockRate, cudaDevAttrClockRate, current_device);
      if (result != cudaSuccess) {
        if (result == cudaErrorInvalidValue) {
          clockRate = 1;
        } else {
          fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \n", __FILE__, __LINE__,
                  (unsigned int)result, _cudaGetErrorEnum(result));
          exit(EXIT_FAILURE);
        }
      }
      unsigned long long compute_perf = (unsigned long long)multiProcessorCount * sm_per_multiproc * clockRate;
      if (compute_perf > max_compute_perf) {
        max_compute_perf = compute_perf;
        max_perf_device = current_device;
      }
    } else {
      devices_prohibited++;
    }
    ++current_device;
  }
  if (devices_prohibited == device_count) {
    fprintf(stderr, "gpuGetMaxGflopsDeviceId() CUDA error: all devices have compute mode prohibited.\n");
    exit(EXIT_FAILURE);
  }
  return max_perf_device;
}

inline int findCudaDevice(int argc, const char **argv) {
  int devID = 0;
  if (checkCmdLineFlag(argc, argv, "device")) {
    devID = getCmdLineArgumentInt(argc, argv, "device=");
    if (devID < 0) {
      printf("Invalid command line parameter\n ");
      exit(EXIT_FAILURE);
    } else {
      devID = gpuDeviceInit(devID);
      if (devID < 0) {
        printf("exiting...\n");
        exit(EXIT_FAILURE);
      }
    }
  } else {
    devID = gpuGetMaxGflopsDeviceId();
    checkCudaErrors(cudaSetDevice(devID));
    int major = 0, minor = 0;
    checkCudaErrors(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, devID));
    checkCudaErrors(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, devID));
    printf("GPU Device %d: \"%s\" with compute capability %d.%d\n\n", devID,
           _ConvertSMVer2ArchName(major, minor), major, minor);
  }
  return devID;
}

/* The first integrated GPU that is not in prohibited compute mode (the model's device is a
   discrete one: the samples' "No GLES-CUDA Interop capable GPU found." and exit). */
inline int findIntegratedGPU() {
  int current_device = 0, device_count = 0, devices_prohibited = 0;
  checkCudaErrors(cudaGetDeviceCount(&device_count));
  if (device_count == 0) {
    fprintf(stderr, "CUDA error: no devices supporting CUDA.\n");
    exit(EXIT_FAILURE);
  }
  while (current_device < device_count) {
    int computeMode = -1, integrated = -1;
    checkCudaErrors(cudaDeviceGetAttribute(&computeMode, cudaDevAttrComputeMode, current_device));
    checkCudaErrors(cudaDeviceGetAttribute(&integrated, cudaDevAttrIntegrated, current_device));
    if (integrated && (computeMode != cudaComputeModeProhibited)) {
      checkCudaErrors(cudaSetDevice(current_device));
      int major = 0, minor = 0;
      checkCudaErrors(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, current_device));
      checkCudaErrors(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, current_device));
      printf("GPU Device %d: \"%s\" with compute capability %d.%d\n\n", current_device,
             _ConvertSMVer2ArchName(major, minor), major, minor);
      return current_device;
    } else {
      devices_prohibited++;
    }
    current_device++;
  }
  if (devices_prohibited == device_count) {
    fprintf(stderr, "CUDA error: No GLES-CUDA Interop capable GPU found.\n");
    exit(EXIT_FAILURE);
  }
  return -1;
}

inline bool checkCudaCapabilities(int major_version, int minor_version) {
  int dev, major = 0, minor = 0;
  checkCudaErrors(cudaGetDevice(&dev));
  checkCudaErrors(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev));
  checkCudaErrors(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, dev));
  if ((major > major_version) || (major == major_version && minor >= minor_version)) {
    printf("  Device %d: <%16s >, Compute SM %d.%d detected\n", dev,
           _ConvertSMVer2ArchName(major, minor), major, minor);
    return true;
  } else {
    printf("  No GPU device was found that can support CUDA compute capability %d.%d.\n",
           major_version, minor_version);
    return false;
  }
}
#endif
