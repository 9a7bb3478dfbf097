/* cuda_texture_types.h (cudak built-in) — texture references of CUDA 5 to 11 (removed in CUDA
 * 12): struct textureReference, which a file-scope `texture<T, dim, readMode> name;` declares
 * (the parser gives it the initial state of CUDA's texture<> constructor), and the calls that
 * bind and unbind it; implemented by interp/texture.c. The overloads taking the reference stand
 * for CUDA's templates on texture<T, dim, readMode> &.
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CUDA_TEXTURE_TYPES_H
#define __CUDAK_CUDA_TEXTURE_TYPES_H
#include <limits.h>
#include <texture_types.h>
#define __CUDA_TEXTURE_TYPES_H__

struct textureReference
{
    int                         normalized;
    enum cudaTextureFilterMode  filterMode;
    enum cudaTextureAddressMode addressMode[3];
    struct cudaChannelFormatDesc channelDesc;
    int                         sRGB;
    unsigned int                maxAnisotropy;
    enum cudaTextureFilterMode  mipmapFilterMode;
    float                       mipmapLevelBias;
    float                       minMipmapLevelClamp;
    float                       maxMipmapLevelClamp;
    int                         disableTrilinearOptimization;
    int                         __cudaReserved[14];
};

cudaError_t cudaBindTexture(size_t *offset, const struct textureReference *texref, const void *devPtr, const struct cudaChannelFormatDesc *desc, size_t size __cudak_dv(UINT_MAX));
cudaError_t cudaBindTexture2D(size_t *offset, const struct textureReference *texref, const void *devPtr, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, size_t pitch);
cudaError_t cudaBindTextureToArray(const struct textureReference *texref, cudaArray_const_t array, const struct cudaChannelFormatDesc *desc);
cudaError_t cudaUnbindTexture(const struct textureReference *texref);
cudaError_t cudaGetTextureAlignmentOffset(size_t *offset, const struct textureReference *texref);
#if defined(__cplusplus)
/* CUDA's templates on texture<T, dim, readMode> & */
cudaError_t cudaBindTexture(size_t *offset, const struct textureReference &tex, const void *devPtr, size_t size __cudak_dv(UINT_MAX));
cudaError_t cudaBindTexture(size_t *offset, const struct textureReference &tex, const void *devPtr, const struct cudaChannelFormatDesc &desc, size_t size __cudak_dv(UINT_MAX));
cudaError_t cudaBindTexture2D(size_t *offset, const struct textureReference &tex, const void *devPtr, size_t width, size_t height, size_t pitch);
cudaError_t cudaBindTexture2D(size_t *offset, const struct textureReference &tex, const void *devPtr, const struct cudaChannelFormatDesc &desc, size_t width, size_t height, size_t pitch);
cudaError_t cudaBindTextureToArray(const struct textureReference &tex, cudaArray_const_t array);
cudaError_t cudaBindTextureToArray(const struct textureReference &tex, cudaArray_const_t array, const struct cudaChannelFormatDesc &desc);
cudaError_t cudaUnbindTexture(const struct textureReference &tex);
cudaError_t cudaGetTextureAlignmentOffset(size_t *offset, const struct textureReference &tex);
#endif

#endif
