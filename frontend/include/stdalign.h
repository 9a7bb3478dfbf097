/* stdalign.h (cudak built-in) — alignas/alignof are C++ keywords
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_STDALIGN_H
#define __CUDAK_STDALIGN_H
#ifndef __cplusplus
#define alignas _Alignas
#define alignof _Alignof
#endif
#define __alignas_is_defined 1
#define __alignof_is_defined 1
#endif
