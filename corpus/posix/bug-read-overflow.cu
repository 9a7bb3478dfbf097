// corpus/posix/bug-read-overflow.cu: read() with the file's size instead of the buffer's: the
// bytes past the 16-byte buffer are an out-of-bounds write by read, reported at the call.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <fcntl.h>
#include <unistd.h>

int main(void)
{
  int fd = open("line.txt", O_CREAT | O_RDWR | O_TRUNC, 0644);
  write(fd, "0123456789abcdefXYZ", 19);
  lseek(fd, 0, SEEK_SET);
  char buf[16];
  ssize_t n = read(fd, buf, 64);
  printf("%zd\n", n);
  close(fd);
  unlink("line.txt");
  return 0;
}
// expect-exit: 1
// expect-report: ^bug-read-overflow\.cu:14:15: error: out-of-bounds write of 19 bytes in host memory at offset 16 of 'buf' \(16 bytes\)
// expect-report: ^bug-read-overflow\.cu:14:15: note: write by the host thread
// expect-report: ^bug-read-overflow\.cu:13:8: note: 'buf' \(16 bytes\) declared here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
