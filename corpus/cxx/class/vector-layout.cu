// sizeof and alignof of every vector type of <vector_types.h> (the CUDA 13 _16a/_32a ones too)
// and of dim3 equal nvcc's: the table is g++'s output with the toolkit's headers
// (g++ -I/usr/local/cuda/include), nvcc's host compiler (issue 19).
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstddef>
#include <cuda_runtime.h>
#define SHOW(T) printf("%-13s %3zu %3zu\n", #T, sizeof(T), alignof(T))
int main() {
  SHOW(char1);
  SHOW(char2);
  SHOW(char3);
  SHOW(char4);
  SHOW(uchar1);
  SHOW(uchar2);
  SHOW(uchar3);
  SHOW(uchar4);
  SHOW(short1);
  SHOW(short2);
  SHOW(short3);
  SHOW(short4);
  SHOW(ushort1);
  SHOW(ushort2);
  SHOW(ushort3);
  SHOW(ushort4);
  SHOW(int1);
  SHOW(int2);
  SHOW(int3);
  SHOW(int4);
  SHOW(uint1);
  SHOW(uint2);
  SHOW(uint3);
  SHOW(uint4);
  SHOW(long1);
  SHOW(long2);
  SHOW(long3);
  SHOW(long4);
  SHOW(ulong1);
  SHOW(ulong2);
  SHOW(ulong3);
  SHOW(ulong4);
  SHOW(longlong1);
  SHOW(longlong2);
  SHOW(longlong3);
  SHOW(longlong4);
  SHOW(ulonglong1);
  SHOW(ulonglong2);
  SHOW(ulonglong3);
  SHOW(ulonglong4);
  SHOW(float1);
  SHOW(float2);
  SHOW(float3);
  SHOW(float4);
  SHOW(double1);
  SHOW(double2);
  SHOW(double3);
  SHOW(double4);
  SHOW(long4_16a);
  SHOW(long4_32a);
  SHOW(ulong4_16a);
  SHOW(ulong4_32a);
  SHOW(longlong4_16a);
  SHOW(longlong4_32a);
  SHOW(ulonglong4_16a);
  SHOW(ulonglong4_32a);
  SHOW(double4_16a);
  SHOW(double4_32a);
  SHOW(dim3);
  return 0;
}
// expect: char1           1   1
// expect: char2           2   2
// expect: char3           3   1
// expect: char4           4   4
// expect: uchar1          1   1
// expect: uchar2          2   2
// expect: uchar3          3   1
// expect: uchar4          4   4
// expect: short1          2   2
// expect: short2          4   4
// expect: short3          6   2
// expect: short4          8   8
// expect: ushort1         2   2
// expect: ushort2         4   4
// expect: ushort3         6   2
// expect: ushort4         8   8
// expect: int1            4   4
// expect: int2            8   8
// expect: int3           12   4
// expect: int4           16  16
// expect: uint1           4   4
// expect: uint2           8   8
// expect: uint3          12   4
// expect: uint4          16  16
// expect: long1           8   8
// expect: long2          16  16
// expect: long3          24   8
// expect: long4          32  16
// expect: ulong1          8   8
// expect: ulong2         16  16
// expect: ulong3         24   8
// expect: ulong4         32  16
// expect: longlong1       8   8
// expect: longlong2      16  16
// expect: longlong3      24   8
// expect: longlong4      32  16
// expect: ulonglong1      8   8
// expect: ulonglong2     16  16
// expect: ulonglong3     24   8
// expect: ulonglong4     32  16
// expect: float1          4   4
// expect: float2          8   8
// expect: float3         12   4
// expect: float4         16  16
// expect: double1         8   8
// expect: double2        16  16
// expect: double3        24   8
// expect: double4        32  16
// expect: long4_16a      32  16
// expect: long4_32a      32  32
// expect: ulong4_16a     32  16
// expect: ulong4_32a     32  32
// expect: longlong4_16a  32  16
// expect: longlong4_32a  32  32
// expect: ulonglong4_16a  32  16
// expect: ulonglong4_32a  32  32
// expect: double4_16a    32  16
// expect: double4_32a    32  32
// expect: dim3           12   4
