// corpus/posix/unsupported-fork.cu: a harness that forks a worker process per configuration.
// cudak runs one program in one process: fork is a precise 'unsupported' error at build time.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <unistd.h>

int main(void)
{
  pid_t child = fork();
  if (child == 0) {
    printf("worker\n");
    return 0;
  }
  printf("parent\n");
  return 0;
}
// expect-build-fail
// expect-report: ^unsupported-fork\.cu:9:17: error: unsupported: 'fork' is not implemented by cudak
