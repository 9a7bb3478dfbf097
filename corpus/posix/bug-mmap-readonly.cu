// corpus/posix/bug-mmap-readonly.cu: a loader maps its input read-only and then "fixes up" a
// header field in place. On Linux the store is a SIGSEGV; cudak reports the write to read-only
// memory at the store, with the mmap that made it.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/mman.h>

struct header { int magic, rows, cols; };

int main(void)
{
  struct header h = { 0x4d41, 4, 4 };
  int fd = open("matrix.bin", O_CREAT | O_RDWR | O_TRUNC, 0644);
  write(fd, &h, sizeof h);
  struct header *in = (struct header *)mmap(NULL, sizeof h, PROT_READ, MAP_PRIVATE, fd, 0);
  close(fd);
  unlink("matrix.bin");
  if (in->rows == 4)
    in->rows = 8;
  printf("rows %d\n", in->rows);
  munmap(in, sizeof h);
  return 0;
}
// expect-exit: 1
// expect-report: ^bug-mmap-readonly\.cu:21:14: error: write of 4 bytes to read-only host memory at offset 4 of an allocation of 12 bytes allocated at bug-mmap-readonly\.cu:17:40
// expect-report: ^bug-mmap-readonly\.cu:21:14: note: write by the host thread
// expect-report: ^bug-mmap-readonly\.cu:17:40: note: 12 bytes allocated here by mmap
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
