// corpus/cudart/shared-optin-sm_89.cu: on sm_89 (compute capability 8.9) a block may have
// 101376 bytes of shared memory once its kernel opts in (sharedMemPerBlockOptin,
// cudaDevAttrMaxSharedMemoryPerBlockOptin; 48 KiB without). A launch with more dynamic shared
// memory than the kernel's maximum is cudaErrorInvalidValue; cudaFuncSetAttribute
// (cudaFuncAttributeMaxDynamicSharedMemorySize) raises the maximum up to the opt-in limit less
// the kernel's static shared memory, and refuses more with cudaErrorInvalidValue.
#include "include/shared-optin.cuh"
// SPDX-License-Identifier: MIT
// cudak-args: -arch=sm_89
// nvcc-args: -arch=sm_89
// expect: sharedMemPerBlock 49152 sharedMemPerBlockOptin 101376 attribute 101376
// expect: launch with 48 KiB + 4 before opting in: cudaErrorInvalidValue
// expect: opt in to the limit: cudaSuccess
// expect: opt in past the limit: cudaErrorInvalidValue
// expect: launch with the whole opt-in: cudaSuccess
// expect: sum 321146496
// expect: launch past it: cudaErrorInvalidValue
// expect: static kernel: opt in to the limit less its 1024 bytes: cudaSuccess
// expect: static kernel: one byte more: cudaErrorInvalidValue
// expect: static kernel: launch with the rest: cudaSuccess
// expect: s[255] 255
// expect-exit: 1
// expect-report: ^include/shared-optin\.cuh:48:7: error: invalid launch of 'fill' with grid \(1,1,1\) and block \(256,1,1\), 49156 bytes of dynamic shared memory: more shared memory than a block may have \(0 bytes of static shared memory, the kernel's maximum dynamic shared memory is 49152 bytes; cudaFuncSetAttribute with cudaFuncAttributeMaxDynamicSharedMemorySize raises it\)$
// expect-report: ^include/shared-optin\.cuh:59:7: error: invalid launch of 'fill' .* 101380 bytes of dynamic shared memory: more shared memory than a block may have \(0 bytes of static shared memory, the kernel's maximum dynamic shared memory is 101376 bytes\)$
// expect-report: ^cudak: 2 errors, 0 warnings \(seed 0\)
