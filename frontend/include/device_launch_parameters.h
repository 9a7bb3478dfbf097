/* device_launch_parameters.h (cudak built-in) — the built-in variables of a kernel
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_DEVICE_LAUNCH_PARAMETERS_H
#define __CUDAK_DEVICE_LAUNCH_PARAMETERS_H
#include <vector_types.h>
extern const __device__ uint3 threadIdx;
extern const __device__ uint3 blockIdx;
extern const __device__ dim3 blockDim;
extern const __device__ dim3 gridDim;
extern const __device__ int warpSize;
#endif
