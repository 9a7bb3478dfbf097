/* cuda.h (cudak built-in) — the driver API header: its version only
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CUDA_H
#define __CUDAK_CUDA_H
/* The driver API is not implemented; its version macro and the runtime are what programs use. */
#define __cuda_cuda_h__
#define CUDA_VERSION 13000
#include <cuda_runtime.h>
#endif
