// nvcc's flags as nvcc takes them: host-compiler and linker options with their values
// (-Xcompiler=-O2, -Xcompiler=-Wall,-fopenmp, --compiler-options -O2, -ccbin gcc), -rdc in its
// three spellings, -x cu, -I and -isystem with a separate directory, and -D/-U applied in
// command-line order (issue 5: these were rejected, or their value read as a source file).
#include <cstdio>

#ifndef FIRST
#define FIRST 0
#endif

int main ()
{
#ifdef GONE
  printf ("GONE is defined\n");
#endif
  printf ("FIRST=%d LAST=%d\n", FIRST, LAST);
  return 0;
}

// cudak-args: -Xcompiler=-O2 -Xcompiler=-Wall,-fopenmp --compiler-options -O2 --compiler-options=-g -ccbin gcc -rdc true -rdc=true --relocatable-device-code true -x cu -I . -isystem . -DGONE -UGONE -D FIRST=1 -UFIRST -DLAST=2 -O3 -lineinfo -std=c++17 -Wno-deprecated-gpu-targets -Werror all-warnings
// nvcc-args: -Xcompiler=-O2 -Xcompiler=-Wall,-fopenmp --compiler-options -O2 --compiler-options=-g -ccbin gcc -rdc true -rdc=true --relocatable-device-code true -x cu -I . -isystem . -DGONE -UGONE -D FIRST=1 -UFIRST -DLAST=2 -O3 -lineinfo -std=c++17 -Wno-deprecated-gpu-targets -Werror all-warnings
// expect: FIRST=0 LAST=2
