/* builtin_types.h (cudak built-in) — types of the runtime
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_BUILTIN_TYPES_H
#define __CUDAK_BUILTIN_TYPES_H
#include <driver_types.h>
#include <vector_types.h>
#endif
