// corpus/posix/bug-mmap-after-munmap.cu: a scratch buffer from an anonymous mapping is unmapped
// before the result is printed from it. cudak reports the use after munmap with the mmap and
// the munmap.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <sys/mman.h>

int main(void)
{
  size_t bytes = 1 << 16;
  double *acc = (double *)mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (acc == MAP_FAILED)
    return 1;
  for (int i = 0; i < 100; i++)
    acc[i % 8] += i;
  munmap(acc, bytes);
  printf("%.1f\n", acc[0]);
  return 0;
}
// expect-exit: 1
// expect-report: ^bug-mmap-after-munmap\.cu:17:23: error: use after free: read of 8 bytes at offset 0 of an allocation of 65536 bytes allocated at bug-mmap-after-munmap\.cu:11:27, freed at bug-mmap-after-munmap\.cu:16:3
// expect-report: ^bug-mmap-after-munmap\.cu:17:23: note: read by the host thread
// expect-report: ^bug-mmap-after-munmap\.cu:11:27: note: 65536 bytes allocated here by mmap
// expect-report: ^bug-mmap-after-munmap\.cu:16:3: note: freed here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
