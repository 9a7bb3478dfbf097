// A device query as the CUDA 8-12 samples and textbooks print it, with the cudaDeviceProp fields
// that CUDA 13 removed (clockRate, memoryClockRate, deviceOverlap, kernelExecTimeoutEnabled,
// computeMode, ...). Each use warns and names the replacement; the values are those of the
// modelled device and agree with cudaDeviceGetAttribute, which replaces them.
// nvcc: removed-in-cuda13: cudaDeviceProp::clockRate, memoryClockRate, deviceOverlap, kernelExecTimeoutEnabled, computeMode, maxTexture1DLinear, singleToDoublePrecisionPerfRatio, cooperativeMultiDeviceLaunch
#include <stdio.h>

static int attr(cudaDeviceAttr a) {
  int v = -1;
  cudaDeviceGetAttribute(&v, a, 0);
  return v;
}

int main(void) {
  int count = 0;
  cudaGetDeviceCount(&count);
  for (int dev = 0; dev < count; dev++) {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, dev);
    printf("Device %d: \"%s\"\n", dev, prop.name);
    printf("  CUDA Capability Major/Minor version number:    %d.%d\n", prop.major, prop.minor);
    printf("  GPU Max Clock rate:                            %.0f MHz (%0.2f GHz)\n",
           prop.clockRate * 1e-3f, prop.clockRate * 1e-6f);
    printf("  Memory Clock rate:                             %.0f Mhz\n", prop.memoryClockRate * 1e-3f);
    printf("  Memory Bus Width:                              %d-bit\n", prop.memoryBusWidth);
    int peak = (int) (2.0 * prop.memoryClockRate * (prop.memoryBusWidth / 8) / 1.0e6);
    printf("  Peak Memory Bandwidth (GB/s):                  %d\n", peak);
    printf("  Concurrent copy and kernel execution:          %s with %d copy engine(s)\n",
           prop.deviceOverlap ? "Yes" : "No", prop.asyncEngineCount);
    printf("  Run time limit on kernels:                     %s\n",
           prop.kernelExecTimeoutEnabled ? "Yes" : "No");
    printf("  Compute mode:                                  %s\n",
           prop.computeMode == cudaComputeModeDefault ? "Default" : "Other");
    printf("  Max 1D linear texture width:                   %d\n", prop.maxTexture1DLinear);
    printf("  Single to double precision performance ratio:  %d\n", prop.singleToDoublePrecisionPerfRatio);
    printf("  Cooperative multi-device launch:               %d\n", prop.cooperativeMultiDeviceLaunch);
    printf("  Same as cudaDeviceGetAttribute:                %d\n",
           prop.clockRate == attr(cudaDevAttrClockRate)
           && prop.memoryClockRate == attr(cudaDevAttrMemoryClockRate)
           && prop.deviceOverlap == attr(cudaDevAttrGpuOverlap)
           && prop.kernelExecTimeoutEnabled == attr(cudaDevAttrKernelExecTimeout)
           && prop.computeMode == attr(cudaDevAttrComputeMode)
           && prop.maxTexture1DLinear == attr(cudaDevAttrMaxTexture1DLinearWidth)
           && prop.singleToDoublePrecisionPerfRatio == attr(cudaDevAttrSingleToDoublePrecisionPerfRatio)
           && prop.cooperativeMultiDeviceLaunch == attr(cudaDevAttrCooperativeMultiDeviceLaunch));
  }
  printf("sizeof(cudaDeviceProp) = %zu\n", sizeof(cudaDeviceProp));
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: Device 0: "cudak sm_52 (GeForce GTX 980 model)"
// expect:   CUDA Capability Major/Minor version number:    5.2
// expect:   GPU Max Clock rate:                            1216 MHz (1.22 GHz)
// expect:   Memory Clock rate:                             3505 Mhz
// expect:   Memory Bus Width:                              256-bit
// expect:   Peak Memory Bandwidth (GB/s):                  224
// expect:   Concurrent copy and kernel execution:          Yes with 2 copy engine(s)
// expect:   Run time limit on kernels:                     No
// expect:   Compute mode:                                  Default
// expect:   Max 1D linear texture width:                   134217728
// expect:   Single to double precision performance ratio:  32
// expect:   Cooperative multi-device launch:               0
// expect:   Same as cudaDeviceGetAttribute:                1
// expect: sizeof(cudaDeviceProp) = 1008
// expect-report: ^device\-query\-cuda12\.cu:23:17: warning: 'cudaDeviceProp::clockRate' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrClockRate \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:23:41: warning: 'cudaDeviceProp::clockRate' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrClockRate \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:24:80: warning: 'cudaDeviceProp::memoryClockRate' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrMemoryClockRate \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:26:34: warning: 'cudaDeviceProp::memoryClockRate' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrMemoryClockRate \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:29:17: warning: 'cudaDeviceProp::deviceOverlap' is deprecated: removed in CUDA 13, use asyncEngineCount \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:31:17: warning: 'cudaDeviceProp::kernelExecTimeoutEnabled' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrKernelExecTimeout \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:33:17: warning: 'cudaDeviceProp::computeMode' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrComputeMode \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:34:74: warning: 'cudaDeviceProp::maxTexture1DLinear' is deprecated: removed in CUDA 13, use cudaDeviceGetTexture1DLinearMaxWidth \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:35:74: warning: 'cudaDeviceProp::singleToDoublePrecisionPerfRatio' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrSingleToDoublePrecisionPerfRatio \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:36:74: warning: 'cudaDeviceProp::cooperativeMultiDeviceLaunch' is deprecated: removed in CUDA 13, cudaLaunchCooperativeKernelMultiDevice is gone \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:38:17: warning: 'cudaDeviceProp::clockRate' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrClockRate \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:39:20: warning: 'cudaDeviceProp::memoryClockRate' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrMemoryClockRate \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:40:20: warning: 'cudaDeviceProp::deviceOverlap' is deprecated: removed in CUDA 13, use asyncEngineCount \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:41:20: warning: 'cudaDeviceProp::kernelExecTimeoutEnabled' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrKernelExecTimeout \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:42:20: warning: 'cudaDeviceProp::computeMode' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrComputeMode \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:43:20: warning: 'cudaDeviceProp::maxTexture1DLinear' is deprecated: removed in CUDA 13, use cudaDeviceGetTexture1DLinearMaxWidth \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:44:20: warning: 'cudaDeviceProp::singleToDoublePrecisionPerfRatio' is deprecated: removed in CUDA 13, use cudaDeviceGetAttribute with cudaDevAttrSingleToDoublePrecisionPerfRatio \[\-Wdeprecated\-declarations\]
// expect-report: ^device\-query\-cuda12\.cu:45:20: warning: 'cudaDeviceProp::cooperativeMultiDeviceLaunch' is deprecated: removed in CUDA 13, cudaLaunchCooperativeKernelMultiDevice is gone \[\-Wdeprecated\-declarations\]
