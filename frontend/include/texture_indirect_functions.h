/* texture_indirect_functions.h (cudak built-in) — the texture object fetches tex1Dfetch, tex1D,
 * tex2D and tex3D in both forms, `tex2D(&v, obj, x, y)` and `v = tex2D<T>(obj, x, y)` (the latter
 * through the __cudak_tv_ overloads the parser calls for a template-id, frontend/parse.c), for
 * the element types the CUDA header accepts. The fetch itself is interp/texture.c.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_TEXTURE_INDIRECT_FUNCTIONS_H
#define __CUDAK_TEXTURE_INDIRECT_FUNCTIONS_H
#include <texture_types.h>
#include <cuda_texture_types.h>
#include <vector_types.h>
#define __TEXTURE_INDIRECT_FUNCTIONS_H__
#if defined(__cplusplus)

/* __cudak_tr_fetch and __cudak_tr_sample are the fetches through a texture reference that the
 * parser makes of tex1Dfetch(ref, x), tex2D(ref, x, y), ... (frontend/parse.c, texref_fetch_call).
 * Every overload is bound to a builtin, which takes T from the type of the first parameter
 * (`T *`: where the pointer form stores, and for the value form the null `T *` the parser passes
 * for the template-id). */
#define __CUDAK_TEX(T) \
  __device__ void tex1Dfetch(T *p, cudaTextureObject_t o, int x) __asm__("__cudak_tex1Dfetch"); \
  __device__ T __cudak_tv_tex1Dfetch(T *, cudaTextureObject_t o, int x) __asm__("__cudak_tex1Dfetch_value"); \
  __device__ void tex1D(T *p, cudaTextureObject_t o, float x) __asm__("__cudak_tex_fetch"); \
  __device__ T __cudak_tv_tex1D(T *, cudaTextureObject_t o, float x) __asm__("__cudak_tex_fetch_value"); \
  __device__ void tex2D(T *p, cudaTextureObject_t o, float x, float y) __asm__("__cudak_tex_fetch"); \
  __device__ T __cudak_tv_tex2D(T *, cudaTextureObject_t o, float x, float y) __asm__("__cudak_tex_fetch_value"); \
  __device__ void tex3D(T *p, cudaTextureObject_t o, float x, float y, float z) __asm__("__cudak_tex_fetch"); \
  __device__ T __cudak_tv_tex3D(T *, cudaTextureObject_t o, float x, float y, float z) __asm__("__cudak_tex_fetch_value"); \
  __device__ T __cudak_tr_fetch(T *, const struct textureReference *r, int mode, int x) __asm__("__cudak_texref_fetch"); \
  __device__ T __cudak_tr_sample(T *, const struct textureReference *r, int mode, int dims, float x, float y, float z) __asm__("__cudak_texref_sample");
__CUDAK_TEX(char)
__CUDAK_TEX(signed char)
__CUDAK_TEX(char1)
__CUDAK_TEX(char2)
__CUDAK_TEX(char4)
__CUDAK_TEX(unsigned char)
__CUDAK_TEX(uchar1)
__CUDAK_TEX(uchar2)
__CUDAK_TEX(uchar4)
__CUDAK_TEX(short)
__CUDAK_TEX(short1)
__CUDAK_TEX(short2)
__CUDAK_TEX(short4)
__CUDAK_TEX(unsigned short)
__CUDAK_TEX(ushort1)
__CUDAK_TEX(ushort2)
__CUDAK_TEX(ushort4)
__CUDAK_TEX(int)
__CUDAK_TEX(int1)
__CUDAK_TEX(int2)
__CUDAK_TEX(int4)
__CUDAK_TEX(unsigned int)
__CUDAK_TEX(uint1)
__CUDAK_TEX(uint2)
__CUDAK_TEX(uint4)
__CUDAK_TEX(float)
__CUDAK_TEX(float1)
__CUDAK_TEX(float2)
__CUDAK_TEX(float4)
#undef __CUDAK_TEX

/* Not modelled: mipmaps (level of detail, gradients), layered and cubemap textures, gather, and
 * surfaces. A call, in either form, is `unsupported: 'NAME' is not implemented by cudak`. */
#define __CUDAK_TEX_UNAVAILABLE(NAME) \
  __device__ void NAME(void *ptr, ...) __attribute__((__unavailable__)); \
  __device__ void __cudak_tv_##NAME(void *ptr, ...) __attribute__((__unavailable__));
__CUDAK_TEX_UNAVAILABLE(tex1DLod)
__CUDAK_TEX_UNAVAILABLE(tex2DLod)
__CUDAK_TEX_UNAVAILABLE(tex3DLod)
__CUDAK_TEX_UNAVAILABLE(tex1DGrad)
__CUDAK_TEX_UNAVAILABLE(tex2DGrad)
__CUDAK_TEX_UNAVAILABLE(tex3DGrad)
__CUDAK_TEX_UNAVAILABLE(tex1DLayered)
__CUDAK_TEX_UNAVAILABLE(tex2DLayered)
__CUDAK_TEX_UNAVAILABLE(tex1DLayeredLod)
__CUDAK_TEX_UNAVAILABLE(tex2DLayeredLod)
__CUDAK_TEX_UNAVAILABLE(tex1DLayeredGrad)
__CUDAK_TEX_UNAVAILABLE(tex2DLayeredGrad)
__CUDAK_TEX_UNAVAILABLE(texCubemap)
__CUDAK_TEX_UNAVAILABLE(texCubemapLayered)
__CUDAK_TEX_UNAVAILABLE(texCubemapLod)
__CUDAK_TEX_UNAVAILABLE(texCubemapLayeredLod)
__CUDAK_TEX_UNAVAILABLE(tex2Dgather)
__CUDAK_TEX_UNAVAILABLE(surf1Dread)
__CUDAK_TEX_UNAVAILABLE(surf1Dwrite)
__CUDAK_TEX_UNAVAILABLE(surf2Dread)
__CUDAK_TEX_UNAVAILABLE(surf2Dwrite)
__CUDAK_TEX_UNAVAILABLE(surf3Dread)
__CUDAK_TEX_UNAVAILABLE(surf3Dwrite)
__CUDAK_TEX_UNAVAILABLE(surf1DLayeredread)
__CUDAK_TEX_UNAVAILABLE(surf1DLayeredwrite)
__CUDAK_TEX_UNAVAILABLE(surf2DLayeredread)
__CUDAK_TEX_UNAVAILABLE(surf2DLayeredwrite)
#undef __CUDAK_TEX_UNAVAILABLE

#endif /* __cplusplus */
#endif
