// corpus/posix/unsupported-sa-siginfo.cu: a three-argument SA_SIGINFO handler reads the
// kernel's siginfo_t and ucontext, which cudak does not model: installing one is a precise
// 'unsupported' error at run time.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <string.h>
#include <signal.h>

static void on_segv(int sig, siginfo_t *info, void *ctx)
{
  printf("signal %d code %d\n", sig, info->si_code);
}

int main(void)
{
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, NULL);
  raise(SIGSEGV);
  return 0;
}
// expect-exit: 1
// expect-report: ^unsupported-sa-siginfo\.cu:20:3: error: unsupported: sigaction with SA_SIGINFO \(a three-argument handler of signal 11\)
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
