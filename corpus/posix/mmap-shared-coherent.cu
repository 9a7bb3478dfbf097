// corpus/posix/mmap-shared-coherent.cu: a shared file mapping and the file's descriptor see the
// same bytes, as Linux's page cache makes them: a store through the mapping is read back with
// pread before any msync, a pwrite shows in the mapping, and a file truncated under the
// mapping is still unmapped cleanly. The expected output is g++'s.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/mman.h>

int main(void)
{
  int fd = open("log.bin", O_CREAT | O_RDWR | O_TRUNC, 0644);
  write(fd, "aaaaaaaaaa", 10);
  char *m = (char *)mmap(NULL, 10, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  m[0] = 'X';
  char buf[11] = {0};
  pread(fd, buf, 10, 0);
  printf("read sees the store: %s\n", buf);
  pwrite(fd, "YY", 2, 5);
  printf("the mapping sees the write: %.10s\n", m);
  printf("ftruncate: %d\n", ftruncate(fd, 4));
  printf("munmap: %d\n", munmap(m, 10));
  memset(buf, 0, sizeof buf);
  printf("read after truncation: %zd bytes '%s'\n", pread(fd, buf, 10, 0), buf);
  close(fd);
  unlink("log.bin");
  return 0;
}
// expect: read sees the store: Xaaaaaaaaa
// expect: the mapping sees the write: XaaaaYYaaa
// expect: ftruncate: 0
// expect: munmap: 0
// expect: read after truncation: 4 bytes 'Xaaa'
