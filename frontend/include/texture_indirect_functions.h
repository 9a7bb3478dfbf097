/* texture_indirect_functions.h (cudak built-in) — the texture object fetches tex1Dfetch, tex1D,
 * tex2D and tex3D in both forms, `tex2D(&v, obj, x, y)` and `v = tex2D<T>(obj, x, y)` (the latter
 * through the __cudak_tv_ overloads the parser calls for a template-id, frontend/parse.c), for
 * the element types the CUDA header accepts. The fetch itself is interp/texture.c.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_TEXTURE_INDIRECT_FUNCTIONS_H
#define __CUDAK_TEXTURE_INDIRECT_FUNCTIONS_H
#include <texture_types.h>
#include <vector_types.h>
#define __TEXTURE_INDIRECT_FUNCTIONS_H__

/* out: where the value goes; kind 0 signed, 1 unsigned, 2 float; size: bytes per component;
 * n: components of T */
__device__ void __cudak_tex1Dfetch(void *out, int kind, int size, int n, cudaTextureObject_t obj, int x);
__device__ void __cudak_tex_fetch(void *out, int kind, int size, int n, cudaTextureObject_t obj, int dim, float x, float y, float z);

/* one declaration with an asm label per function and type (overloads of the built-in headers
 * are not mangled), then its definition */
#define __CUDAK_TEX_FN(RET, NAME, T, L, PARAMS, BODY) \
  static __inline__ __device__ RET NAME PARAMS __asm__(#NAME "_" #L); \
  static __inline__ __device__ RET NAME PARAMS BODY
#define __CUDAK_TEX(T, L, K, S, N) \
  __CUDAK_TEX_FN(void, tex1Dfetch, T, L, (T *p, cudaTextureObject_t o, int x), \
    { __cudak_tex1Dfetch(p, K, S, N, o, x); }) \
  __CUDAK_TEX_FN(T, __cudak_tv_tex1Dfetch, T, L, (T *, cudaTextureObject_t o, int x), \
    { T r; __cudak_tex1Dfetch(&r, K, S, N, o, x); return r; }) \
  __CUDAK_TEX_FN(void, tex1D, T, L, (T *p, cudaTextureObject_t o, float x), \
    { __cudak_tex_fetch(p, K, S, N, o, 1, x, 0.0f, 0.0f); }) \
  __CUDAK_TEX_FN(T, __cudak_tv_tex1D, T, L, (T *, cudaTextureObject_t o, float x), \
    { T r; __cudak_tex_fetch(&r, K, S, N, o, 1, x, 0.0f, 0.0f); return r; }) \
  __CUDAK_TEX_FN(void, tex2D, T, L, (T *p, cudaTextureObject_t o, float x, float y), \
    { __cudak_tex_fetch(p, K, S, N, o, 2, x, y, 0.0f); }) \
  __CUDAK_TEX_FN(T, __cudak_tv_tex2D, T, L, (T *, cudaTextureObject_t o, float x, float y), \
    { T r; __cudak_tex_fetch(&r, K, S, N, o, 2, x, y, 0.0f); return r; }) \
  __CUDAK_TEX_FN(void, tex3D, T, L, (T *p, cudaTextureObject_t o, float x, float y, float z), \
    { __cudak_tex_fetch(p, K, S, N, o, 3, x, y, z); }) \
  __CUDAK_TEX_FN(T, __cudak_tv_tex3D, T, L, (T *, cudaTextureObject_t o, float x, float y, float z), \
    { T r; __cudak_tex_fetch(&r, K, S, N, o, 3, x, y, z); return r; })
__CUDAK_TEX(char, char, 0, 1, 1)
__CUDAK_TEX(signed char, schar, 0, 1, 1)
__CUDAK_TEX(char1, char1, 0, 1, 1)
__CUDAK_TEX(char2, char2, 0, 1, 2)
__CUDAK_TEX(char4, char4, 0, 1, 4)
__CUDAK_TEX(unsigned char, uchar, 1, 1, 1)
__CUDAK_TEX(uchar1, uchar1, 1, 1, 1)
__CUDAK_TEX(uchar2, uchar2, 1, 1, 2)
__CUDAK_TEX(uchar4, uchar4, 1, 1, 4)
__CUDAK_TEX(short, short, 0, 2, 1)
__CUDAK_TEX(short1, short1, 0, 2, 1)
__CUDAK_TEX(short2, short2, 0, 2, 2)
__CUDAK_TEX(short4, short4, 0, 2, 4)
__CUDAK_TEX(unsigned short, ushort, 1, 2, 1)
__CUDAK_TEX(ushort1, ushort1, 1, 2, 1)
__CUDAK_TEX(ushort2, ushort2, 1, 2, 2)
__CUDAK_TEX(ushort4, ushort4, 1, 2, 4)
__CUDAK_TEX(int, int, 0, 4, 1)
__CUDAK_TEX(int1, int1, 0, 4, 1)
__CUDAK_TEX(int2, int2, 0, 4, 2)
__CUDAK_TEX(int4, int4, 0, 4, 4)
__CUDAK_TEX(unsigned int, uint, 1, 4, 1)
__CUDAK_TEX(uint1, uint1, 1, 4, 1)
__CUDAK_TEX(uint2, uint2, 1, 4, 2)
__CUDAK_TEX(uint4, uint4, 1, 4, 4)
__CUDAK_TEX(float, float, 2, 4, 1)
__CUDAK_TEX(float1, float1, 2, 4, 1)
__CUDAK_TEX(float2, float2, 2, 4, 2)
__CUDAK_TEX(float4, float4, 2, 4, 4)
#undef __CUDAK_TEX
#undef __CUDAK_TEX_FN

#endif
