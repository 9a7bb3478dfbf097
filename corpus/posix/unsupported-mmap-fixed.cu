// corpus/posix/unsupported-mmap-fixed.cu: MAP_FIXED asks for a mapping at a chosen address;
// cudak's host memory is modelled and its addresses are the model's, so the call is a precise
// 'unsupported' error at run time (no mapping is pretended).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <sys/mman.h>

int main(void)
{
  void *want = (void *)0x7f0000000000UL;
  void *p = mmap(want, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
  printf("%d\n", p == want);
  return 0;
}
// expect-exit: 1
// expect-report: ^unsupported-mmap-fixed\.cu:11:13: error: unsupported: mmap with MAP_FIXED: the program cannot choose addresses of modelled memory
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
