// corpus/posix/bug-readdir-after-closedir.cu: the entry readdir returns lives in the DIR stream;
// this program keeps the pointer and reads it after closedir. cudak reports the use after free.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <dirent.h>

int main(void)
{
  DIR *dir = opendir(".");
  if (!dir)
    return 1;
  struct dirent *first = readdir(dir);
  closedir(dir);
  printf("first entry type %d\n", first->d_type);
  return 0;
}
// expect-exit: 1
// expect-report: ^bug-readdir-after-closedir\.cu:14:42: error: use after free: read of 1 byte at offset 18 of 'struct dirent' \(280 bytes\), freed at bug-readdir-after-closedir\.cu:13:3
// expect-report: ^bug-readdir-after-closedir\.cu:14:42: note: read by the host thread
// expect-report: ^bug-readdir-after-closedir\.cu:12:26: note: 'struct dirent' \(280 bytes\) defined here
// expect-report: ^bug-readdir-after-closedir\.cu:13:3: note: freed here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
