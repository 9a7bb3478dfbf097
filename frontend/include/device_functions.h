/* device_functions.h (cudak built-in) — device intrinsics: barriers, fences, atomics, warp operations, bit tricks, min/max
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_DEVICE_FUNCTIONS_H
#define __CUDAK_DEVICE_FUNCTIONS_H
#include <vector_types.h>
#include <stddef.h>
/* Barriers [H §5.5.1] and warp synchronisation. */
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
__device__ void __syncwarp(unsigned int mask = 0xffffffff);
/* Memory fences. */
__device__ void __threadfence(void);
__device__ void __threadfence_block(void);
__device__ void __threadfence_system(void);
/* Atomics: each overload is labelled <name>_<type>: i32 u32 i64 u64 f32 f64 (u64/i64: long long). */
__device__ int atomicAdd(int *address, int val) __asm__("atomicAdd_i32");
__device__ unsigned int atomicAdd(unsigned int *address, unsigned int val) __asm__("atomicAdd_u32");
__device__ unsigned long long atomicAdd(unsigned long long *address, unsigned long long val) __asm__("atomicAdd_u64");
__device__ float atomicAdd(float *address, float val) __asm__("atomicAdd_f32");
__device__ double atomicAdd(double *address, double val) __asm__("atomicAdd_f64");
__device__ int atomicSub(int *address, int val) __asm__("atomicSub_i32");
__device__ unsigned int atomicSub(unsigned int *address, unsigned int val) __asm__("atomicSub_u32");
__device__ int atomicExch(int *address, int val) __asm__("atomicExch_i32");
__device__ unsigned int atomicExch(unsigned int *address, unsigned int val) __asm__("atomicExch_u32");
__device__ unsigned long long atomicExch(unsigned long long *address, unsigned long long val) __asm__("atomicExch_u64");
__device__ float atomicExch(float *address, float val) __asm__("atomicExch_f32");
__device__ int atomicMin(int *address, int val) __asm__("atomicMin_i32");
__device__ unsigned int atomicMin(unsigned int *address, unsigned int val) __asm__("atomicMin_u32");
__device__ long long atomicMin(long long *address, long long val) __asm__("atomicMin_i64");
__device__ unsigned long long atomicMin(unsigned long long *address, unsigned long long val) __asm__("atomicMin_u64");
__device__ int atomicMax(int *address, int val) __asm__("atomicMax_i32");
__device__ unsigned int atomicMax(unsigned int *address, unsigned int val) __asm__("atomicMax_u32");
__device__ long long atomicMax(long long *address, long long val) __asm__("atomicMax_i64");
__device__ unsigned long long atomicMax(unsigned long long *address, unsigned long long val) __asm__("atomicMax_u64");
__device__ unsigned int atomicInc(unsigned int *address, unsigned int val) __asm__("atomicInc_u32");
__device__ unsigned int atomicDec(unsigned int *address, unsigned int val) __asm__("atomicDec_u32");
__device__ int atomicCAS(int *address, int compare, int val) __asm__("atomicCAS_i32");
__device__ unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val) __asm__("atomicCAS_u32");
__device__ unsigned long long atomicCAS(unsigned long long *address, unsigned long long compare, unsigned long long val) __asm__("atomicCAS_u64");
__device__ unsigned short atomicCAS(unsigned short *address, unsigned short compare, unsigned short val) __asm__("atomicCAS_u16");
__device__ int atomicAnd(int *address, int val) __asm__("atomicAnd_i32");
__device__ unsigned int atomicAnd(unsigned int *address, unsigned int val) __asm__("atomicAnd_u32");
__device__ unsigned long long atomicAnd(unsigned long long *address, unsigned long long val) __asm__("atomicAnd_u64");
__device__ int atomicOr(int *address, int val) __asm__("atomicOr_i32");
__device__ unsigned int atomicOr(unsigned int *address, unsigned int val) __asm__("atomicOr_u32");
__device__ unsigned long long atomicOr(unsigned long long *address, unsigned long long val) __asm__("atomicOr_u64");
__device__ int atomicXor(int *address, int val) __asm__("atomicXor_i32");
__device__ unsigned int atomicXor(unsigned int *address, unsigned int val) __asm__("atomicXor_u32");
__device__ unsigned long long atomicXor(unsigned long long *address, unsigned long long val) __asm__("atomicXor_u64");
/* Warp votes and shuffles [H §5.4]. */
__device__ unsigned int __ballot_sync(unsigned int mask, int predicate);
__device__ int __all_sync(unsigned int mask, int predicate);
__device__ int __any_sync(unsigned int mask, int predicate);
__device__ int __uni_sync(unsigned int mask, int predicate);
__device__ unsigned int __activemask(void);
__device__ int __shfl_sync(unsigned int mask, int var, int srcLane, int width = 32) __asm__("__shfl_sync_i32");
__device__ unsigned int __shfl_sync(unsigned int mask, unsigned int var, int srcLane, int width = 32) __asm__("__shfl_sync_u32");
__device__ long __shfl_sync(unsigned int mask, long var, int srcLane, int width = 32) __asm__("__shfl_sync_i64l");
__device__ unsigned long __shfl_sync(unsigned int mask, unsigned long var, int srcLane, int width = 32) __asm__("__shfl_sync_u64l");
__device__ long long __shfl_sync(unsigned int mask, long long var, int srcLane, int width = 32) __asm__("__shfl_sync_i64");
__device__ unsigned long long __shfl_sync(unsigned int mask, unsigned long long var, int srcLane, int width = 32) __asm__("__shfl_sync_u64");
__device__ float __shfl_sync(unsigned int mask, float var, int srcLane, int width = 32) __asm__("__shfl_sync_f32");
__device__ double __shfl_sync(unsigned int mask, double var, int srcLane, int width = 32) __asm__("__shfl_sync_f64");
__device__ int __shfl_up_sync(unsigned int mask, int var, unsigned int delta, int width = 32) __asm__("__shfl_up_sync_i32");
__device__ unsigned int __shfl_up_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = 32) __asm__("__shfl_up_sync_u32");
__device__ long __shfl_up_sync(unsigned int mask, long var, unsigned int delta, int width = 32) __asm__("__shfl_up_sync_i64l");
__device__ unsigned long __shfl_up_sync(unsigned int mask, unsigned long var, unsigned int delta, int width = 32) __asm__("__shfl_up_sync_u64l");
__device__ long long __shfl_up_sync(unsigned int mask, long long var, unsigned int delta, int width = 32) __asm__("__shfl_up_sync_i64");
__device__ unsigned long long __shfl_up_sync(unsigned int mask, unsigned long long var, unsigned int delta, int width = 32) __asm__("__shfl_up_sync_u64");
__device__ float __shfl_up_sync(unsigned int mask, float var, unsigned int delta, int width = 32) __asm__("__shfl_up_sync_f32");
__device__ double __shfl_up_sync(unsigned int mask, double var, unsigned int delta, int width = 32) __asm__("__shfl_up_sync_f64");
__device__ int __shfl_down_sync(unsigned int mask, int var, unsigned int delta, int width = 32) __asm__("__shfl_down_sync_i32");
__device__ unsigned int __shfl_down_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = 32) __asm__("__shfl_down_sync_u32");
__device__ long __shfl_down_sync(unsigned int mask, long var, unsigned int delta, int width = 32) __asm__("__shfl_down_sync_i64l");
__device__ unsigned long __shfl_down_sync(unsigned int mask, unsigned long var, unsigned int delta, int width = 32) __asm__("__shfl_down_sync_u64l");
__device__ long long __shfl_down_sync(unsigned int mask, long long var, unsigned int delta, int width = 32) __asm__("__shfl_down_sync_i64");
__device__ unsigned long long __shfl_down_sync(unsigned int mask, unsigned long long var, unsigned int delta, int width = 32) __asm__("__shfl_down_sync_u64");
__device__ float __shfl_down_sync(unsigned int mask, float var, unsigned int delta, int width = 32) __asm__("__shfl_down_sync_f32");
__device__ double __shfl_down_sync(unsigned int mask, double var, unsigned int delta, int width = 32) __asm__("__shfl_down_sync_f64");
__device__ int __shfl_xor_sync(unsigned int mask, int var, int laneMask, int width = 32) __asm__("__shfl_xor_sync_i32");
__device__ unsigned int __shfl_xor_sync(unsigned int mask, unsigned int var, int laneMask, int width = 32) __asm__("__shfl_xor_sync_u32");
__device__ long __shfl_xor_sync(unsigned int mask, long var, int laneMask, int width = 32) __asm__("__shfl_xor_sync_i64l");
__device__ unsigned long __shfl_xor_sync(unsigned int mask, unsigned long var, int laneMask, int width = 32) __asm__("__shfl_xor_sync_u64l");
__device__ long long __shfl_xor_sync(unsigned int mask, long long var, int laneMask, int width = 32) __asm__("__shfl_xor_sync_i64");
__device__ unsigned long long __shfl_xor_sync(unsigned int mask, unsigned long long var, int laneMask, int width = 32) __asm__("__shfl_xor_sync_u64");
__device__ float __shfl_xor_sync(unsigned int mask, float var, int laneMask, int width = 32) __asm__("__shfl_xor_sync_f32");
__device__ double __shfl_xor_sync(unsigned int mask, double var, int laneMask, int width = 32) __asm__("__shfl_xor_sync_f64");
/* The unsynchronised votes and shuffles, deprecated: nvcc's sm_30_intrinsics.h declares them
 * only below sm_70 (and in the host pass of such a build), with the deprecation message CUDA 9-13 give. They act
 * on the lanes of the warp that execute them (the active mask), as on pre-Volta hardware. For
 * sm_70 and later (nvcc 12 rejected them there) they stay declared, unavailable, so that a use
 * says which _sync form replaces it. */
#if !defined(__CUDA_ARCH__) && defined(__CUDA_ARCH_LIST__) && __CUDA_ARCH_LIST__ >= 700
/* the host pass of an sm_70+ build: declared without a warning, as nvcc's host pass declares
 * them; a use in device code is the device pass's error (code under `#if __CUDA_ARCH__ < 700`
 * is seen by the host pass only) */
__device__ unsigned int __ballot(int predicate);
__device__ int __all(int predicate);
__device__ int __any(int predicate);
__device__ int __shfl(int var, int srcLane, int width = 32) __asm__("__shfl_i32");
__device__ unsigned int __shfl(unsigned int var, int srcLane, int width = 32) __asm__("__shfl_u32");
__device__ long __shfl(long var, int srcLane, int width = 32) __asm__("__shfl_i64l");
__device__ unsigned long __shfl(unsigned long var, int srcLane, int width = 32) __asm__("__shfl_u64l");
__device__ long long __shfl(long long var, int srcLane, int width = 32) __asm__("__shfl_i64");
__device__ unsigned long long __shfl(unsigned long long var, int srcLane, int width = 32) __asm__("__shfl_u64");
__device__ float __shfl(float var, int srcLane, int width = 32) __asm__("__shfl_f32");
__device__ double __shfl(double var, int srcLane, int width = 32) __asm__("__shfl_f64");
__device__ int __shfl_up(int var, unsigned int delta, int width = 32) __asm__("__shfl_up_i32");
__device__ unsigned int __shfl_up(unsigned int var, unsigned int delta, int width = 32) __asm__("__shfl_up_u32");
__device__ long __shfl_up(long var, unsigned int delta, int width = 32) __asm__("__shfl_up_i64l");
__device__ unsigned long __shfl_up(unsigned long var, unsigned int delta, int width = 32) __asm__("__shfl_up_u64l");
__device__ long long __shfl_up(long long var, unsigned int delta, int width = 32) __asm__("__shfl_up_i64");
__device__ unsigned long long __shfl_up(unsigned long long var, unsigned int delta, int width = 32) __asm__("__shfl_up_u64");
__device__ float __shfl_up(float var, unsigned int delta, int width = 32) __asm__("__shfl_up_f32");
__device__ double __shfl_up(double var, unsigned int delta, int width = 32) __asm__("__shfl_up_f64");
__device__ int __shfl_down(int var, unsigned int delta, int width = 32) __asm__("__shfl_down_i32");
__device__ unsigned int __shfl_down(unsigned int var, unsigned int delta, int width = 32) __asm__("__shfl_down_u32");
__device__ long __shfl_down(long var, unsigned int delta, int width = 32) __asm__("__shfl_down_i64l");
__device__ unsigned long __shfl_down(unsigned long var, unsigned int delta, int width = 32) __asm__("__shfl_down_u64l");
__device__ long long __shfl_down(long long var, unsigned int delta, int width = 32) __asm__("__shfl_down_i64");
__device__ unsigned long long __shfl_down(unsigned long long var, unsigned int delta, int width = 32) __asm__("__shfl_down_u64");
__device__ float __shfl_down(float var, unsigned int delta, int width = 32) __asm__("__shfl_down_f32");
__device__ double __shfl_down(double var, unsigned int delta, int width = 32) __asm__("__shfl_down_f64");
__device__ int __shfl_xor(int var, int laneMask, int width = 32) __asm__("__shfl_xor_i32");
__device__ unsigned int __shfl_xor(unsigned int var, int laneMask, int width = 32) __asm__("__shfl_xor_u32");
__device__ long __shfl_xor(long var, int laneMask, int width = 32) __asm__("__shfl_xor_i64l");
__device__ unsigned long __shfl_xor(unsigned long var, int laneMask, int width = 32) __asm__("__shfl_xor_u64l");
__device__ long long __shfl_xor(long long var, int laneMask, int width = 32) __asm__("__shfl_xor_i64");
__device__ unsigned long long __shfl_xor(unsigned long long var, int laneMask, int width = 32) __asm__("__shfl_xor_u64");
__device__ float __shfl_xor(float var, int laneMask, int width = 32) __asm__("__shfl_xor_f32");
__device__ double __shfl_xor(double var, int laneMask, int width = 32) __asm__("__shfl_xor_f64");
/* CUDA 8's bool forms (device_atomic_functions.h, sm_20_intrinsics.h): the same votes */
#ifdef __cplusplus   /* in a .c file bool is no keyword, and these names are the program's */
__device__ bool any(bool cond) __asm__("__any");
__device__ bool all(bool cond) __asm__("__all");
__device__ unsigned int ballot(bool pred) __asm__("__ballot");
#endif
#elif !defined(__CUDA_ARCH__) || __CUDA_ARCH__ < 700
__device__ unsigned int __ballot(int predicate) __attribute__((__deprecated__("__ballot() is deprecated in favor of __ballot_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ int __all(int predicate) __attribute__((__deprecated__("__all() is deprecated in favor of __all_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ int __any(int predicate) __attribute__((__deprecated__("__any() is deprecated in favor of __any_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ int __shfl(int var, int srcLane, int width = 32) __asm__("__shfl_i32") __attribute__((__deprecated__("__shfl() is deprecated in favor of __shfl_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned int __shfl(unsigned int var, int srcLane, int width = 32) __asm__("__shfl_u32") __attribute__((__deprecated__("__shfl() is deprecated in favor of __shfl_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ long __shfl(long var, int srcLane, int width = 32) __asm__("__shfl_i64l") __attribute__((__deprecated__("__shfl() is deprecated in favor of __shfl_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned long __shfl(unsigned long var, int srcLane, int width = 32) __asm__("__shfl_u64l") __attribute__((__deprecated__("__shfl() is deprecated in favor of __shfl_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ long long __shfl(long long var, int srcLane, int width = 32) __asm__("__shfl_i64") __attribute__((__deprecated__("__shfl() is deprecated in favor of __shfl_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned long long __shfl(unsigned long long var, int srcLane, int width = 32) __asm__("__shfl_u64") __attribute__((__deprecated__("__shfl() is deprecated in favor of __shfl_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ float __shfl(float var, int srcLane, int width = 32) __asm__("__shfl_f32") __attribute__((__deprecated__("__shfl() is deprecated in favor of __shfl_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ double __shfl(double var, int srcLane, int width = 32) __asm__("__shfl_f64") __attribute__((__deprecated__("__shfl() is deprecated in favor of __shfl_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ int __shfl_up(int var, unsigned int delta, int width = 32) __asm__("__shfl_up_i32") __attribute__((__deprecated__("__shfl_up() is deprecated in favor of __shfl_up_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned int __shfl_up(unsigned int var, unsigned int delta, int width = 32) __asm__("__shfl_up_u32") __attribute__((__deprecated__("__shfl_up() is deprecated in favor of __shfl_up_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ long __shfl_up(long var, unsigned int delta, int width = 32) __asm__("__shfl_up_i64l") __attribute__((__deprecated__("__shfl_up() is deprecated in favor of __shfl_up_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned long __shfl_up(unsigned long var, unsigned int delta, int width = 32) __asm__("__shfl_up_u64l") __attribute__((__deprecated__("__shfl_up() is deprecated in favor of __shfl_up_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ long long __shfl_up(long long var, unsigned int delta, int width = 32) __asm__("__shfl_up_i64") __attribute__((__deprecated__("__shfl_up() is deprecated in favor of __shfl_up_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned long long __shfl_up(unsigned long long var, unsigned int delta, int width = 32) __asm__("__shfl_up_u64") __attribute__((__deprecated__("__shfl_up() is deprecated in favor of __shfl_up_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ float __shfl_up(float var, unsigned int delta, int width = 32) __asm__("__shfl_up_f32") __attribute__((__deprecated__("__shfl_up() is deprecated in favor of __shfl_up_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ double __shfl_up(double var, unsigned int delta, int width = 32) __asm__("__shfl_up_f64") __attribute__((__deprecated__("__shfl_up() is deprecated in favor of __shfl_up_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ int __shfl_down(int var, unsigned int delta, int width = 32) __asm__("__shfl_down_i32") __attribute__((__deprecated__("__shfl_down() is deprecated in favor of __shfl_down_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned int __shfl_down(unsigned int var, unsigned int delta, int width = 32) __asm__("__shfl_down_u32") __attribute__((__deprecated__("__shfl_down() is deprecated in favor of __shfl_down_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ long __shfl_down(long var, unsigned int delta, int width = 32) __asm__("__shfl_down_i64l") __attribute__((__deprecated__("__shfl_down() is deprecated in favor of __shfl_down_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned long __shfl_down(unsigned long var, unsigned int delta, int width = 32) __asm__("__shfl_down_u64l") __attribute__((__deprecated__("__shfl_down() is deprecated in favor of __shfl_down_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ long long __shfl_down(long long var, unsigned int delta, int width = 32) __asm__("__shfl_down_i64") __attribute__((__deprecated__("__shfl_down() is deprecated in favor of __shfl_down_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned long long __shfl_down(unsigned long long var, unsigned int delta, int width = 32) __asm__("__shfl_down_u64") __attribute__((__deprecated__("__shfl_down() is deprecated in favor of __shfl_down_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ float __shfl_down(float var, unsigned int delta, int width = 32) __asm__("__shfl_down_f32") __attribute__((__deprecated__("__shfl_down() is deprecated in favor of __shfl_down_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ double __shfl_down(double var, unsigned int delta, int width = 32) __asm__("__shfl_down_f64") __attribute__((__deprecated__("__shfl_down() is deprecated in favor of __shfl_down_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ int __shfl_xor(int var, int laneMask, int width = 32) __asm__("__shfl_xor_i32") __attribute__((__deprecated__("__shfl_xor() is deprecated in favor of __shfl_xor_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned int __shfl_xor(unsigned int var, int laneMask, int width = 32) __asm__("__shfl_xor_u32") __attribute__((__deprecated__("__shfl_xor() is deprecated in favor of __shfl_xor_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ long __shfl_xor(long var, int laneMask, int width = 32) __asm__("__shfl_xor_i64l") __attribute__((__deprecated__("__shfl_xor() is deprecated in favor of __shfl_xor_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned long __shfl_xor(unsigned long var, int laneMask, int width = 32) __asm__("__shfl_xor_u64l") __attribute__((__deprecated__("__shfl_xor() is deprecated in favor of __shfl_xor_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ long long __shfl_xor(long long var, int laneMask, int width = 32) __asm__("__shfl_xor_i64") __attribute__((__deprecated__("__shfl_xor() is deprecated in favor of __shfl_xor_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned long long __shfl_xor(unsigned long long var, int laneMask, int width = 32) __asm__("__shfl_xor_u64") __attribute__((__deprecated__("__shfl_xor() is deprecated in favor of __shfl_xor_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ float __shfl_xor(float var, int laneMask, int width = 32) __asm__("__shfl_xor_f32") __attribute__((__deprecated__("__shfl_xor() is deprecated in favor of __shfl_xor_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ double __shfl_xor(double var, int laneMask, int width = 32) __asm__("__shfl_xor_f64") __attribute__((__deprecated__("__shfl_xor() is deprecated in favor of __shfl_xor_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
/* CUDA 8's bool forms (device_atomic_functions.h, sm_20_intrinsics.h): the same votes */
#ifdef __cplusplus   /* in a .c file bool is no keyword, and these names are the program's */
__device__ bool any(bool cond) __asm__("__any") __attribute__((__deprecated__("__any() is deprecated in favor of __any_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ bool all(bool cond) __asm__("__all") __attribute__((__deprecated__("__all() is deprecated in favor of __all_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
__device__ unsigned int ballot(bool pred) __asm__("__ballot") __attribute__((__deprecated__("__ballot() is deprecated in favor of __ballot_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning).")));
#endif
#else
__device__ unsigned int __ballot(int predicate) __attribute__((__unavailable__("removed for sm_70 and later, use __ballot_sync with a member mask")));
__device__ int __all(int predicate) __attribute__((__unavailable__("removed for sm_70 and later, use __all_sync with a member mask")));
__device__ int __any(int predicate) __attribute__((__unavailable__("removed for sm_70 and later, use __any_sync with a member mask")));
__device__ int __shfl(int var, int srcLane, int width = 32) __asm__("__shfl_i32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_sync with a member mask")));
__device__ unsigned int __shfl(unsigned int var, int srcLane, int width = 32) __asm__("__shfl_u32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_sync with a member mask")));
__device__ long __shfl(long var, int srcLane, int width = 32) __asm__("__shfl_i64l") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_sync with a member mask")));
__device__ unsigned long __shfl(unsigned long var, int srcLane, int width = 32) __asm__("__shfl_u64l") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_sync with a member mask")));
__device__ long long __shfl(long long var, int srcLane, int width = 32) __asm__("__shfl_i64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_sync with a member mask")));
__device__ unsigned long long __shfl(unsigned long long var, int srcLane, int width = 32) __asm__("__shfl_u64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_sync with a member mask")));
__device__ float __shfl(float var, int srcLane, int width = 32) __asm__("__shfl_f32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_sync with a member mask")));
__device__ double __shfl(double var, int srcLane, int width = 32) __asm__("__shfl_f64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_sync with a member mask")));
__device__ int __shfl_up(int var, unsigned int delta, int width = 32) __asm__("__shfl_up_i32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_up_sync with a member mask")));
__device__ unsigned int __shfl_up(unsigned int var, unsigned int delta, int width = 32) __asm__("__shfl_up_u32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_up_sync with a member mask")));
__device__ long __shfl_up(long var, unsigned int delta, int width = 32) __asm__("__shfl_up_i64l") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_up_sync with a member mask")));
__device__ unsigned long __shfl_up(unsigned long var, unsigned int delta, int width = 32) __asm__("__shfl_up_u64l") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_up_sync with a member mask")));
__device__ long long __shfl_up(long long var, unsigned int delta, int width = 32) __asm__("__shfl_up_i64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_up_sync with a member mask")));
__device__ unsigned long long __shfl_up(unsigned long long var, unsigned int delta, int width = 32) __asm__("__shfl_up_u64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_up_sync with a member mask")));
__device__ float __shfl_up(float var, unsigned int delta, int width = 32) __asm__("__shfl_up_f32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_up_sync with a member mask")));
__device__ double __shfl_up(double var, unsigned int delta, int width = 32) __asm__("__shfl_up_f64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_up_sync with a member mask")));
__device__ int __shfl_down(int var, unsigned int delta, int width = 32) __asm__("__shfl_down_i32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_down_sync with a member mask")));
__device__ unsigned int __shfl_down(unsigned int var, unsigned int delta, int width = 32) __asm__("__shfl_down_u32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_down_sync with a member mask")));
__device__ long __shfl_down(long var, unsigned int delta, int width = 32) __asm__("__shfl_down_i64l") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_down_sync with a member mask")));
__device__ unsigned long __shfl_down(unsigned long var, unsigned int delta, int width = 32) __asm__("__shfl_down_u64l") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_down_sync with a member mask")));
__device__ long long __shfl_down(long long var, unsigned int delta, int width = 32) __asm__("__shfl_down_i64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_down_sync with a member mask")));
__device__ unsigned long long __shfl_down(unsigned long long var, unsigned int delta, int width = 32) __asm__("__shfl_down_u64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_down_sync with a member mask")));
__device__ float __shfl_down(float var, unsigned int delta, int width = 32) __asm__("__shfl_down_f32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_down_sync with a member mask")));
__device__ double __shfl_down(double var, unsigned int delta, int width = 32) __asm__("__shfl_down_f64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_down_sync with a member mask")));
__device__ int __shfl_xor(int var, int laneMask, int width = 32) __asm__("__shfl_xor_i32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_xor_sync with a member mask")));
__device__ unsigned int __shfl_xor(unsigned int var, int laneMask, int width = 32) __asm__("__shfl_xor_u32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_xor_sync with a member mask")));
__device__ long __shfl_xor(long var, int laneMask, int width = 32) __asm__("__shfl_xor_i64l") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_xor_sync with a member mask")));
__device__ unsigned long __shfl_xor(unsigned long var, int laneMask, int width = 32) __asm__("__shfl_xor_u64l") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_xor_sync with a member mask")));
__device__ long long __shfl_xor(long long var, int laneMask, int width = 32) __asm__("__shfl_xor_i64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_xor_sync with a member mask")));
__device__ unsigned long long __shfl_xor(unsigned long long var, int laneMask, int width = 32) __asm__("__shfl_xor_u64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_xor_sync with a member mask")));
__device__ float __shfl_xor(float var, int laneMask, int width = 32) __asm__("__shfl_xor_f32") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_xor_sync with a member mask")));
__device__ double __shfl_xor(double var, int laneMask, int width = 32) __asm__("__shfl_xor_f64") __attribute__((__unavailable__("removed for sm_70 and later, use __shfl_xor_sync with a member mask")));
__device__ bool any(bool cond) __asm__("__any") __attribute__((__unavailable__("removed for sm_70 and later, use __any_sync with a member mask")));
__device__ bool all(bool cond) __asm__("__all") __attribute__((__unavailable__("removed for sm_70 and later, use __all_sync with a member mask")));
__device__ unsigned int ballot(bool pred) __asm__("__ballot") __attribute__((__unavailable__("removed for sm_70 and later, use __ballot_sync with a member mask")));
#endif
/* Integer intrinsics. */
__device__ int __popc(unsigned int x);
__device__ int __popcll(unsigned long long int x);
__device__ int __clz(int x);
__device__ int __clzll(long long int x);
__device__ int __ffs(int x);
__device__ int __ffsll(long long int x);
__device__ unsigned int __brev(unsigned int x);
__device__ unsigned long long int __brevll(unsigned long long int x);
__device__ int __mul24(int x, int y);
__device__ unsigned int __umul24(unsigned int x, unsigned int y);
__device__ int __mulhi(int x, int y);
__device__ unsigned int __umulhi(unsigned int x, unsigned int y);
__device__ long long int __mul64hi(long long int x, long long int y);
__device__ unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y);
__device__ unsigned int __sad(int x, int y, unsigned int z);
__device__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__device__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
__device__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ int __hadd(int x, int y);
__device__ int __rhadd(int x, int y);
__device__ unsigned int __uhadd(unsigned int x, unsigned int y);
__device__ unsigned int __urhadd(unsigned int x, unsigned int y);
/* Float intrinsics (fast approximate and explicitly rounded). */
__device__ float __expf(float x);
__device__ float __logf(float x);
__device__ float __sinf(float x);
__device__ float __cosf(float x);
__device__ float __tanf(float x);
__device__ float __exp10f(float x);
__device__ float __log2f(float x);
__device__ float __log10f(float x);
__device__ float __saturatef(float x);
__device__ float __frcp_rn(float x);
__device__ float __fsqrt_rn(float x);
__device__ float __frsqrt_rn(float x);
__device__ float __fdividef(float x, float y);
__device__ float __powf(float x, float y);
__device__ float __fadd_rn(float x, float y);
__device__ float __fadd_rz(float x, float y);
__device__ float __fadd_ru(float x, float y);
__device__ float __fadd_rd(float x, float y);
__device__ float __fsub_rn(float x, float y);
__device__ float __fsub_rz(float x, float y);
__device__ float __fsub_ru(float x, float y);
__device__ float __fsub_rd(float x, float y);
__device__ float __fmul_rn(float x, float y);
__device__ float __fmul_rz(float x, float y);
__device__ float __fmul_ru(float x, float y);
__device__ float __fmul_rd(float x, float y);
__device__ float __fdiv_rn(float x, float y);
__device__ float __fdiv_rz(float x, float y);
__device__ float __fdiv_ru(float x, float y);
__device__ float __fdiv_rd(float x, float y);
__device__ float __fmaf_rn(float x, float y, float z);
__device__ void __sincosf(float x, float *sptr, float *cptr);
__device__ double __dadd_rn(double x, double y);
__device__ double __dadd_rz(double x, double y);
__device__ double __dsub_rn(double x, double y);
__device__ double __dmul_rn(double x, double y);
__device__ double __dmul_rz(double x, double y);
__device__ double __ddiv_rn(double x, double y);
__device__ double __dsqrt_rn(double x);
__device__ double __drcp_rn(double x);
__device__ double __fma_rn(double x, double y, double z);
/* Conversions and reinterpretations. */
__device__ int __float_as_int(float x);
__device__ float __int_as_float(int x);
__device__ unsigned int __float_as_uint(float x);
__device__ float __uint_as_float(unsigned int x);
__device__ long long int __double_as_longlong(double x);
__device__ double __longlong_as_double(long long int x);
__device__ int __double2hiint(double x);
__device__ int __double2loint(double x);
__device__ double __hiloint2double(int hi, int lo);
__device__ int __float2int_rn(float x);
__device__ int __float2int_rz(float x);
__device__ int __float2int_ru(float x);
__device__ int __float2int_rd(float x);
__device__ unsigned int __float2uint_rn(float x);
__device__ unsigned int __float2uint_rz(float x);
__device__ long long int __float2ll_rn(float x);
__device__ long long int __float2ll_rz(float x);
__device__ float __int2float_rn(int x);
__device__ float __uint2float_rn(unsigned int x);
__device__ float __ll2float_rn(long long int x);
__device__ int __double2int_rn(double x);
__device__ int __double2int_rz(double x);
__device__ unsigned int __double2uint_rn(double x);
__device__ long long int __double2ll_rn(double x);
__device__ float __double2float_rn(double x);
__device__ float __double2float_rz(double x);
__device__ double __int2double_rn(int x);
__device__ double __uint2double_rn(unsigned int x);
__device__ double __ll2double_rn(long long int x);
/* Read-only data cache loads: __ldg(p) is *p. */
__device__ char __ldg(const char *ptr) __asm__("__ldg_i8");
__device__ signed char __ldg(const signed char *ptr) __asm__("__ldg_s8");
__device__ unsigned char __ldg(const unsigned char *ptr) __asm__("__ldg_u8");
__device__ short __ldg(const short *ptr) __asm__("__ldg_i16");
__device__ unsigned short __ldg(const unsigned short *ptr) __asm__("__ldg_u16");
__device__ int __ldg(const int *ptr) __asm__("__ldg_i32");
__device__ unsigned int __ldg(const unsigned int *ptr) __asm__("__ldg_u32");
__device__ long __ldg(const long *ptr) __asm__("__ldg_i64l");
__device__ unsigned long __ldg(const unsigned long *ptr) __asm__("__ldg_u64l");
__device__ long long __ldg(const long long *ptr) __asm__("__ldg_i64");
__device__ unsigned long long __ldg(const unsigned long long *ptr) __asm__("__ldg_u64");
__device__ float __ldg(const float *ptr) __asm__("__ldg_f32");
__device__ double __ldg(const double *ptr) __asm__("__ldg_f64");
__device__ int2 __ldg(const int2 *ptr) __asm__("__ldg_int2");
__device__ int4 __ldg(const int4 *ptr) __asm__("__ldg_int4");
__device__ uint2 __ldg(const uint2 *ptr) __asm__("__ldg_uint2");
__device__ uint4 __ldg(const uint4 *ptr) __asm__("__ldg_uint4");
__device__ float2 __ldg(const float2 *ptr) __asm__("__ldg_float2");
__device__ float4 __ldg(const float4 *ptr) __asm__("__ldg_float4");
__device__ double2 __ldg(const double2 *ptr) __asm__("__ldg_double2");
/* Loads with a cache operator (sm_32_intrinsics.h): ld.global.ca/.cg/.cs/.lu/.cv. Each is *p;
 * under --memory=fermi a scalar one runs the memory program of its operator. */
__device__ char __ldca(const char *ptr) __asm__("__ldg_i8");
__device__ signed char __ldca(const signed char *ptr) __asm__("__ldg_s8");
__device__ unsigned char __ldca(const unsigned char *ptr) __asm__("__ldg_u8");
__device__ short __ldca(const short *ptr) __asm__("__ldg_i16");
__device__ unsigned short __ldca(const unsigned short *ptr) __asm__("__ldg_u16");
__device__ int __ldca(const int *ptr) __asm__("__ldg_i32");
__device__ unsigned int __ldca(const unsigned int *ptr) __asm__("__ldg_u32");
__device__ long __ldca(const long *ptr) __asm__("__ldg_i64l");
__device__ unsigned long __ldca(const unsigned long *ptr) __asm__("__ldg_u64l");
__device__ long long __ldca(const long long *ptr) __asm__("__ldg_i64");
__device__ unsigned long long __ldca(const unsigned long long *ptr) __asm__("__ldg_u64");
__device__ float __ldca(const float *ptr) __asm__("__ldg_f32");
__device__ double __ldca(const double *ptr) __asm__("__ldg_f64");
__device__ int2 __ldca(const int2 *ptr) __asm__("__ldg_int2");
__device__ int4 __ldca(const int4 *ptr) __asm__("__ldg_int4");
__device__ uint2 __ldca(const uint2 *ptr) __asm__("__ldg_uint2");
__device__ uint4 __ldca(const uint4 *ptr) __asm__("__ldg_uint4");
__device__ float2 __ldca(const float2 *ptr) __asm__("__ldg_float2");
__device__ float4 __ldca(const float4 *ptr) __asm__("__ldg_float4");
__device__ double2 __ldca(const double2 *ptr) __asm__("__ldg_double2");
__device__ char __ldcg(const char *ptr) __asm__("__ldg_i8");
__device__ signed char __ldcg(const signed char *ptr) __asm__("__ldg_s8");
__device__ unsigned char __ldcg(const unsigned char *ptr) __asm__("__ldg_u8");
__device__ short __ldcg(const short *ptr) __asm__("__ldg_i16");
__device__ unsigned short __ldcg(const unsigned short *ptr) __asm__("__ldg_u16");
__device__ int __ldcg(const int *ptr) __asm__("__ldg_i32");
__device__ unsigned int __ldcg(const unsigned int *ptr) __asm__("__ldg_u32");
__device__ long __ldcg(const long *ptr) __asm__("__ldg_i64l");
__device__ unsigned long __ldcg(const unsigned long *ptr) __asm__("__ldg_u64l");
__device__ long long __ldcg(const long long *ptr) __asm__("__ldg_i64");
__device__ unsigned long long __ldcg(const unsigned long long *ptr) __asm__("__ldg_u64");
__device__ float __ldcg(const float *ptr) __asm__("__ldg_f32");
__device__ double __ldcg(const double *ptr) __asm__("__ldg_f64");
__device__ int2 __ldcg(const int2 *ptr) __asm__("__ldg_int2");
__device__ int4 __ldcg(const int4 *ptr) __asm__("__ldg_int4");
__device__ uint2 __ldcg(const uint2 *ptr) __asm__("__ldg_uint2");
__device__ uint4 __ldcg(const uint4 *ptr) __asm__("__ldg_uint4");
__device__ float2 __ldcg(const float2 *ptr) __asm__("__ldg_float2");
__device__ float4 __ldcg(const float4 *ptr) __asm__("__ldg_float4");
__device__ double2 __ldcg(const double2 *ptr) __asm__("__ldg_double2");
__device__ char __ldcs(const char *ptr) __asm__("__ldg_i8");
__device__ signed char __ldcs(const signed char *ptr) __asm__("__ldg_s8");
__device__ unsigned char __ldcs(const unsigned char *ptr) __asm__("__ldg_u8");
__device__ short __ldcs(const short *ptr) __asm__("__ldg_i16");
__device__ unsigned short __ldcs(const unsigned short *ptr) __asm__("__ldg_u16");
__device__ int __ldcs(const int *ptr) __asm__("__ldg_i32");
__device__ unsigned int __ldcs(const unsigned int *ptr) __asm__("__ldg_u32");
__device__ long __ldcs(const long *ptr) __asm__("__ldg_i64l");
__device__ unsigned long __ldcs(const unsigned long *ptr) __asm__("__ldg_u64l");
__device__ long long __ldcs(const long long *ptr) __asm__("__ldg_i64");
__device__ unsigned long long __ldcs(const unsigned long long *ptr) __asm__("__ldg_u64");
__device__ float __ldcs(const float *ptr) __asm__("__ldg_f32");
__device__ double __ldcs(const double *ptr) __asm__("__ldg_f64");
__device__ int2 __ldcs(const int2 *ptr) __asm__("__ldg_int2");
__device__ int4 __ldcs(const int4 *ptr) __asm__("__ldg_int4");
__device__ uint2 __ldcs(const uint2 *ptr) __asm__("__ldg_uint2");
__device__ uint4 __ldcs(const uint4 *ptr) __asm__("__ldg_uint4");
__device__ float2 __ldcs(const float2 *ptr) __asm__("__ldg_float2");
__device__ float4 __ldcs(const float4 *ptr) __asm__("__ldg_float4");
__device__ double2 __ldcs(const double2 *ptr) __asm__("__ldg_double2");
__device__ char __ldlu(const char *ptr) __asm__("__ldg_i8");
__device__ signed char __ldlu(const signed char *ptr) __asm__("__ldg_s8");
__device__ unsigned char __ldlu(const unsigned char *ptr) __asm__("__ldg_u8");
__device__ short __ldlu(const short *ptr) __asm__("__ldg_i16");
__device__ unsigned short __ldlu(const unsigned short *ptr) __asm__("__ldg_u16");
__device__ int __ldlu(const int *ptr) __asm__("__ldg_i32");
__device__ unsigned int __ldlu(const unsigned int *ptr) __asm__("__ldg_u32");
__device__ long __ldlu(const long *ptr) __asm__("__ldg_i64l");
__device__ unsigned long __ldlu(const unsigned long *ptr) __asm__("__ldg_u64l");
__device__ long long __ldlu(const long long *ptr) __asm__("__ldg_i64");
__device__ unsigned long long __ldlu(const unsigned long long *ptr) __asm__("__ldg_u64");
__device__ float __ldlu(const float *ptr) __asm__("__ldg_f32");
__device__ double __ldlu(const double *ptr) __asm__("__ldg_f64");
__device__ int2 __ldlu(const int2 *ptr) __asm__("__ldg_int2");
__device__ int4 __ldlu(const int4 *ptr) __asm__("__ldg_int4");
__device__ uint2 __ldlu(const uint2 *ptr) __asm__("__ldg_uint2");
__device__ uint4 __ldlu(const uint4 *ptr) __asm__("__ldg_uint4");
__device__ float2 __ldlu(const float2 *ptr) __asm__("__ldg_float2");
__device__ float4 __ldlu(const float4 *ptr) __asm__("__ldg_float4");
__device__ double2 __ldlu(const double2 *ptr) __asm__("__ldg_double2");
__device__ char __ldcv(const char *ptr) __asm__("__ldg_i8");
__device__ signed char __ldcv(const signed char *ptr) __asm__("__ldg_s8");
__device__ unsigned char __ldcv(const unsigned char *ptr) __asm__("__ldg_u8");
__device__ short __ldcv(const short *ptr) __asm__("__ldg_i16");
__device__ unsigned short __ldcv(const unsigned short *ptr) __asm__("__ldg_u16");
__device__ int __ldcv(const int *ptr) __asm__("__ldg_i32");
__device__ unsigned int __ldcv(const unsigned int *ptr) __asm__("__ldg_u32");
__device__ long __ldcv(const long *ptr) __asm__("__ldg_i64l");
__device__ unsigned long __ldcv(const unsigned long *ptr) __asm__("__ldg_u64l");
__device__ long long __ldcv(const long long *ptr) __asm__("__ldg_i64");
__device__ unsigned long long __ldcv(const unsigned long long *ptr) __asm__("__ldg_u64");
__device__ float __ldcv(const float *ptr) __asm__("__ldg_f32");
__device__ double __ldcv(const double *ptr) __asm__("__ldg_f64");
__device__ int2 __ldcv(const int2 *ptr) __asm__("__ldg_int2");
__device__ int4 __ldcv(const int4 *ptr) __asm__("__ldg_int4");
__device__ uint2 __ldcv(const uint2 *ptr) __asm__("__ldg_uint2");
__device__ uint4 __ldcv(const uint4 *ptr) __asm__("__ldg_uint4");
__device__ float2 __ldcv(const float2 *ptr) __asm__("__ldg_float2");
__device__ float4 __ldcv(const float4 *ptr) __asm__("__ldg_float4");
__device__ double2 __ldcv(const double2 *ptr) __asm__("__ldg_double2");
/* CUDA's integer min and max by name (math_functions.h) */
__host__ __device__ unsigned int umin(unsigned int a, unsigned int b) __asm__("min_u32");
__host__ __device__ unsigned int umax(unsigned int a, unsigned int b) __asm__("max_u32");
__host__ __device__ long long llmin(long long a, long long b) __asm__("min_i64");
__host__ __device__ long long llmax(long long a, long long b) __asm__("max_i64");
__host__ __device__ unsigned long long ullmin(unsigned long long a, unsigned long long b) __asm__("min_u64");
__host__ __device__ unsigned long long ullmax(unsigned long long a, unsigned long long b) __asm__("max_u64");
/* min and max (CUDA math_functions.hpp overloads; the float ones are fminf/fmaxf). */
__host__ __device__ int min(int a, int b) __asm__("min_i32");
__host__ __device__ unsigned int min(unsigned int a, unsigned int b) __asm__("min_u32");
__host__ __device__ unsigned int min(int a, unsigned int b) __asm__("min_u32");
__host__ __device__ unsigned int min(unsigned int a, int b) __asm__("min_u32");
__host__ __device__ long min(long a, long b) __asm__("min_i64l");
__host__ __device__ unsigned long min(unsigned long a, unsigned long b) __asm__("min_u64l");
__host__ __device__ unsigned long min(long a, unsigned long b) __asm__("min_u64l");
__host__ __device__ unsigned long min(unsigned long a, long b) __asm__("min_u64l");
__host__ __device__ long long min(long long a, long long b) __asm__("min_i64");
__host__ __device__ unsigned long long min(unsigned long long a, unsigned long long b) __asm__("min_u64");
__host__ __device__ unsigned long long min(long long a, unsigned long long b) __asm__("min_u64");
__host__ __device__ unsigned long long min(unsigned long long a, long long b) __asm__("min_u64");
__host__ __device__ float min(float a, float b) __asm__("fminf");
__host__ __device__ double min(double a, double b) __asm__("fmin");
__host__ __device__ double min(float a, double b) __asm__("fmin");
__host__ __device__ double min(double a, float b) __asm__("fmin");
__host__ __device__ int max(int a, int b) __asm__("max_i32");
__host__ __device__ unsigned int max(unsigned int a, unsigned int b) __asm__("max_u32");
__host__ __device__ unsigned int max(int a, unsigned int b) __asm__("max_u32");
__host__ __device__ unsigned int max(unsigned int a, int b) __asm__("max_u32");
__host__ __device__ long max(long a, long b) __asm__("max_i64l");
__host__ __device__ unsigned long max(unsigned long a, unsigned long b) __asm__("max_u64l");
__host__ __device__ unsigned long max(long a, unsigned long b) __asm__("max_u64l");
__host__ __device__ unsigned long max(unsigned long a, long b) __asm__("max_u64l");
__host__ __device__ long long max(long long a, long long b) __asm__("max_i64");
__host__ __device__ unsigned long long max(unsigned long long a, unsigned long long b) __asm__("max_u64");
__host__ __device__ unsigned long long max(long long a, unsigned long long b) __asm__("max_u64");
__host__ __device__ unsigned long long max(unsigned long long a, long long b) __asm__("max_u64");
__host__ __device__ float max(float a, float b) __asm__("fmaxf");
__host__ __device__ double max(double a, double b) __asm__("fmax");
__host__ __device__ double max(float a, double b) __asm__("fmax");
__host__ __device__ double max(double a, float b) __asm__("fmax");
/* Clocks: the simulated cycle counter in device code. */
__device__ long long int clock64(void);
#ifndef __CUDAK_CLOCK
#define __CUDAK_CLOCK
typedef long clock_t;
__host__ __device__ clock_t clock(void);
#endif
/* Device-side library functions available without an #include (crt/common_functions.h). */
__device__ void __trap(void);
__device__ void __brkpt(void);
__device__ void __nanosleep(unsigned int ns);
#ifdef __cplusplus
/* __match_any_sync and __match_all_sync (sm_70's match.sync), one overload per type as
 * sm_70_rt.h declares them, written with __shfl_sync of the value's bits: every lane of [mask]
 * must take part, as in the instruction, and the checker reports one that does not. */
__device__ __forceinline__ unsigned int __cudak_match_any(unsigned int mask, unsigned long long bits)
{
  unsigned int same = 0;
  for (int lane = 0; lane < 32; lane++)
    if ((mask >> lane) & 1u)
      {
        if (__shfl_sync(mask, bits, lane) == bits)
          same |= 1u << lane;
      }
  return same;
}
__device__ __forceinline__ unsigned int __cudak_match_all(unsigned int mask, unsigned long long bits, int *pred)
{
  *pred = __cudak_match_any(mask, bits) == mask;
  return *pred ? mask : 0u;
}
__device__ __forceinline__ unsigned int __match_any_sync(unsigned int mask, unsigned int value) { return __cudak_match_any(mask, value); }
__device__ __forceinline__ unsigned int __match_any_sync(unsigned int mask, int value) { return __cudak_match_any(mask, (unsigned int) value); }
__device__ __forceinline__ unsigned int __match_any_sync(unsigned int mask, unsigned long value) { return __cudak_match_any(mask, value); }
__device__ __forceinline__ unsigned int __match_any_sync(unsigned int mask, long value) { return __cudak_match_any(mask, (unsigned long) value); }
__device__ __forceinline__ unsigned int __match_any_sync(unsigned int mask, unsigned long long value) { return __cudak_match_any(mask, value); }
__device__ __forceinline__ unsigned int __match_any_sync(unsigned int mask, long long value) { return __cudak_match_any(mask, (unsigned long long) value); }
__device__ __forceinline__ unsigned int __match_any_sync(unsigned int mask, float value) { return __cudak_match_any(mask, __float_as_uint(value)); }
__device__ __forceinline__ unsigned int __match_any_sync(unsigned int mask, double value) { return __cudak_match_any(mask, (unsigned long long) __double_as_longlong(value)); }
__device__ __forceinline__ unsigned int __match_all_sync(unsigned int mask, unsigned int value, int *pred) { return __cudak_match_all(mask, value, pred); }
__device__ __forceinline__ unsigned int __match_all_sync(unsigned int mask, int value, int *pred) { return __cudak_match_all(mask, (unsigned int) value, pred); }
__device__ __forceinline__ unsigned int __match_all_sync(unsigned int mask, unsigned long value, int *pred) { return __cudak_match_all(mask, value, pred); }
__device__ __forceinline__ unsigned int __match_all_sync(unsigned int mask, long value, int *pred) { return __cudak_match_all(mask, (unsigned long) value, pred); }
__device__ __forceinline__ unsigned int __match_all_sync(unsigned int mask, unsigned long long value, int *pred) { return __cudak_match_all(mask, value, pred); }
__device__ __forceinline__ unsigned int __match_all_sync(unsigned int mask, long long value, int *pred) { return __cudak_match_all(mask, (unsigned long long) value, pred); }
__device__ __forceinline__ unsigned int __match_all_sync(unsigned int mask, float value, int *pred) { return __cudak_match_all(mask, __float_as_uint(value), pred); }
__device__ __forceinline__ unsigned int __match_all_sync(unsigned int mask, double value, int *pred) { return __cudak_match_all(mask, (unsigned long long) __double_as_longlong(value), pred); }
#endif
/* The special registers that inline PTX reads with one mov (frontend/parse.c, asm_stmt):
 * %laneid and %warpid from the thread's linear index in its block (%warpid is any warp slot of
 * the SM on a GPU; the warp's index in its block is one), the lane masks, the clocks. */
__device__ __forceinline__ unsigned int __cudak_sreg_laneid(void)
{ return (threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y) & 31u; }
__device__ __forceinline__ unsigned int __cudak_sreg_warpid(void)
{ return (threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y) >> 5; }
__device__ __forceinline__ unsigned int __cudak_sreg_lanemask_lt(void) { return (1u << __cudak_sreg_laneid()) - 1u; }
__device__ __forceinline__ unsigned int __cudak_sreg_lanemask_le(void) { return (2u << __cudak_sreg_laneid()) - 1u; }
__device__ __forceinline__ unsigned int __cudak_sreg_lanemask_gt(void) { return ~((2u << __cudak_sreg_laneid()) - 1u); }
__device__ __forceinline__ unsigned int __cudak_sreg_lanemask_ge(void) { return ~((1u << __cudak_sreg_laneid()) - 1u); }
__device__ __forceinline__ unsigned int __cudak_sreg_lanemask_eq(void) { return 1u << __cudak_sreg_laneid(); }
__device__ __forceinline__ unsigned int __cudak_sreg_clock(void) { return (unsigned int) clock64(); }
__device__ __forceinline__ unsigned long long __cudak_sreg_clock64(void) { return (unsigned long long) clock64(); }
#endif
