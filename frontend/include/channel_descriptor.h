/* channel_descriptor.h (cudak built-in) — cudaCreateChannelDesc<T>() for the types the CUDA
 * header specialises: each is an overload of __cudak_tv_cudaCreateChannelDesc, which the parser
 * calls for the template-id (frontend/parse.c, builtin_template_call).
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CHANNEL_DESCRIPTOR_H
#define __CUDAK_CHANNEL_DESCRIPTOR_H
#include <texture_types.h>
#include <vector_types.h>
#define __CHANNEL_DESCRIPTOR_H__

#if defined(__cplusplus)
/* one declaration with an asm label per type (overloads of the built-in headers are not
 * mangled), then its definition */
#define __CUDAK_CHANNEL(T, N, BITS, KIND) \
  static __inline__ __host__ struct cudaChannelFormatDesc __cudak_tv_cudaCreateChannelDesc(T *) \
    __asm__("__cudak_tv_cudaCreateChannelDesc_" #T); \
  static __inline__ __host__ struct cudaChannelFormatDesc __cudak_tv_cudaCreateChannelDesc(T *) \
  { \
    return cudaCreateChannelDesc(BITS, (N) > 1 ? (BITS) : 0, (N) > 2 ? (BITS) : 0, \
                                 (N) > 3 ? (BITS) : 0, KIND); \
  }
__CUDAK_CHANNEL(char, 1, 8, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(signed char, 1, 8, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(unsigned char, 1, 8, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(char1, 1, 8, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(uchar1, 1, 8, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(char2, 2, 8, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(uchar2, 2, 8, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(char4, 4, 8, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(uchar4, 4, 8, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(short, 1, 16, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(unsigned short, 1, 16, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(short1, 1, 16, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(ushort1, 1, 16, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(short2, 2, 16, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(ushort2, 2, 16, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(short4, 4, 16, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(ushort4, 4, 16, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(int, 1, 32, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(unsigned int, 1, 32, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(int1, 1, 32, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(uint1, 1, 32, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(int2, 2, 32, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(uint2, 2, 32, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(int4, 4, 32, cudaChannelFormatKindSigned)
__CUDAK_CHANNEL(uint4, 4, 32, cudaChannelFormatKindUnsigned)
__CUDAK_CHANNEL(float, 1, 32, cudaChannelFormatKindFloat)
__CUDAK_CHANNEL(float1, 1, 32, cudaChannelFormatKindFloat)
__CUDAK_CHANNEL(float2, 2, 32, cudaChannelFormatKindFloat)
__CUDAK_CHANNEL(float4, 4, 32, cudaChannelFormatKindFloat)
#undef __CUDAK_CHANNEL
#endif

/* 16-bit floats (the texture unit reads them as float) */
static __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf(void)
{ return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat); }
static __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf1(void)
{ return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat); }
static __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf2(void)
{ return cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindFloat); }
static __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf4(void)
{ return cudaCreateChannelDesc(16, 16, 16, 16, cudaChannelFormatKindFloat); }

#endif
