// corpus/posix/sigaction.cu: a harness that installs its SIGINT and SIGUSR1 handlers with
// sigaction and signal sets (sigemptyset, sigaddset, sigismember, sigfillset), asks for a
// one-shot handler with SA_RESETHAND, reads the old action back, and has the invalid cases
// fail with EINVAL. The expected output is g++'s.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <signal.h>

static volatile sig_atomic_t hits = 0;

static void on_usr1(int sig)
{
  hits++;
  printf("handler: signal %d, hit %d\n", sig, (int)hits);
}

int main(void)
{
  struct sigaction sa, old;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_usr1;
  sigemptyset(&sa.sa_mask);
  sigaddset(&sa.sa_mask, SIGINT);
  sa.sa_flags = SA_RESTART;
  if (sigaction(SIGUSR1, &sa, &old) != 0) {
    perror("sigaction");
    return 1;
  }
  printf("old action was SIG_DFL: %d\n", old.sa_handler == SIG_DFL);
  raise(SIGUSR1);
  raise(SIGUSR1);
  sigaction(SIGUSR1, NULL, &old);
  printf("current: handler %d, SIGINT in mask %d, SIGTERM in mask %d, SA_RESTART %d\n",
         old.sa_handler == on_usr1, sigismember(&old.sa_mask, SIGINT),
         sigismember(&old.sa_mask, SIGTERM), (old.sa_flags & SA_RESTART) != 0);

  sa.sa_flags = SA_RESETHAND;
  sigaction(SIGUSR2, &sa, NULL);
  raise(SIGUSR2);
  sigaction(SIGUSR2, NULL, &old);
  printf("after a one-shot delivery: SIG_DFL %d\n", old.sa_handler == SIG_DFL);

  sa.sa_handler = SIG_IGN;
  sa.sa_flags = 0;
  sigaction(SIGUSR2, &sa, NULL);
  printf("raise of an ignored SIGUSR2: %d\n", raise(SIGUSR2));

  sigset_t all;
  sigfillset(&all);
  printf("full set has SIGKILL %d, SIGTERM %d\n", sigismember(&all, SIGKILL), sigismember(&all, SIGTERM));
  int r = sigaction(SIGKILL, &sa, NULL);
  printf("sigaction(SIGKILL): %d (EINVAL %d)\n", r, errno == EINVAL);
  errno = 0;
  r = sigaddset(&all, 0);
  printf("sigaddset(0): %d (EINVAL %d)\n", r, errno == EINVAL);
  r = sigaction(SIGKILL, NULL, &old);
  printf("reading SIGKILL's action: %d\n", r);
  printf("hits: %d\n", (int)hits);
  return 0;
}
// expect: old action was SIG_DFL: 1
// expect: handler: signal 10, hit 1
// expect: handler: signal 10, hit 2
// expect: current: handler 1, SIGINT in mask 1, SIGTERM in mask 0, SA_RESTART 1
// expect: handler: signal 12, hit 3
// expect: after a one-shot delivery: SIG_DFL 1
// expect: raise of an ignored SIGUSR2: 0
// expect: full set has SIGKILL 1, SIGTERM 1
// expect: sigaction(SIGKILL): -1 (EINVAL 1)
// expect: sigaddset(0): -1 (EINVAL 1)
// expect: reading SIGKILL's action: 0
// expect: hits: 3
