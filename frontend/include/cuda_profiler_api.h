/* cuda_profiler_api.h (cudak built-in) — the profiler control of the CUDA runtime
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CUDA_PROFILER_API_H
#define __CUDAK_CUDA_PROFILER_API_H
#define __CUDA_PROFILER_API_H__
#include <driver_types.h>
/* No profiler is ever attached to cudak's device: both do nothing and return cudaSuccess, or the
 * sticky error an earlier kernel left in the context, as on a GPU run without a profiler. */
cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);
#endif
