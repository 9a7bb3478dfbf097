/* cuda_runtime.h (cudak built-in) — the CUDA runtime: types, API, built-in variables, device functions
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CUDA_RUNTIME_H
#define __CUDAK_CUDA_RUNTIME_H
/* nvcc includes this header in every .cu file; so does cudak. Like nvcc's, it brings in the C
 * library parts CUDA declares for device code: stdlib.h, string.h, math.h, time.h, limits.h. */
#define __CUDA_RUNTIME_H__
/* nvcc's host_defines.h: alignment of a variable or type */
#ifndef __align__
#define __align__(n) __attribute__((aligned(n)))
#endif
#include <stddef.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>
#include <vector_types.h>
#include <driver_types.h>
#include <cuda_runtime_api.h>
#include <device_launch_parameters.h>
#include <device_functions.h>
#include <vector_functions.h>
#include <texture_types.h>
#include <channel_descriptor.h>
#include <cuda_texture_types.h>
#include <texture_indirect_functions.h>
#define CUDART_INF_F (__builtin_inff ())
#define CUDART_NAN_F (__builtin_nanf (""))
#define CUDART_PI_F 3.141592654f
#define CUDART_PI 3.1415926535897931e+0
#define CUDART_INF (__builtin_inf ())
#define CUDART_NAN (__builtin_nan (""))
#endif
