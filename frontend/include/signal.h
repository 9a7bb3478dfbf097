/* signal.h (cudak built-in) — signal dispositions and synchronous delivery (signal, raise, kill
 * of the program itself); asynchronous delivery is not modelled (glibc x86_64 numbers)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_SIGNAL_H
#define __CUDAK_SIGNAL_H
#include <sys/types.h>
typedef int sig_atomic_t;
typedef void (*__sighandler_t)(int);
typedef __sighandler_t sighandler_t;
#define SIG_ERR ((__sighandler_t) -1)
#define SIG_DFL ((__sighandler_t) 0)
#define SIG_IGN ((__sighandler_t) 1)
#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGIOT 6
#define SIGBUS 7
#define SIGFPE 8
#define SIGKILL 9
#define SIGUSR1 10
#define SIGSEGV 11
#define SIGUSR2 12
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGSTKFLT 16
#define SIGCHLD 17
#define SIGCONT 18
#define SIGSTOP 19
#define SIGTSTP 20
#define SIGTTIN 21
#define SIGTTOU 22
#define SIGURG 23
#define SIGXCPU 24
#define SIGXFSZ 25
#define SIGVTALRM 26
#define SIGPROF 27
#define SIGWINCH 28
#define SIGIO 29
#define SIGPOLL SIGIO
#define SIGPWR 30
#define SIGSYS 31
#define NSIG 65
#define _NSIG 65
__sighandler_t signal(int sig, __sighandler_t handler);
int raise(int sig);
int kill(pid_t pid, int sig);
typedef struct { unsigned long __val[16]; } sigset_t;
typedef struct { int si_signo; int si_errno; int si_code; int __pad[29]; } siginfo_t;
/* glibc's x86_64 struct sigaction (152 bytes) */
struct sigaction {
  union {
    __sighandler_t sa_handler;
    void (*sa_sigaction)(int, siginfo_t *, void *);
  } __sigaction_handler;
  sigset_t sa_mask;
  int sa_flags;
  void (*sa_restorer)(void);
};
#define sa_handler __sigaction_handler.sa_handler
#define sa_sigaction __sigaction_handler.sa_sigaction
#define SA_NOCLDSTOP 1
#define SA_NOCLDWAIT 2
#define SA_SIGINFO 4
#define SA_ONSTACK 0x08000000
#define SA_RESTART 0x10000000
#define SA_NODEFER 0x40000000
#define SA_RESETHAND 0x80000000
#define SA_INTERRUPT 0x20000000
#define SA_NOMASK SA_NODEFER
#define SA_ONESHOT SA_RESETHAND
#define SIG_BLOCK 0
#define SIG_UNBLOCK 1
#define SIG_SETMASK 2
/* sigaction: the handler, sa_mask and the flags are kept; SA_RESETHAND restores SIG_DFL at the
   delivery; SA_SIGINFO handlers are unsupported (their siginfo_t and ucontext are the kernel's) */
int sigaction(int sig, const struct sigaction *act, struct sigaction *oact);
/* the signal sets, as glibc computes them (an invalid signal number is EINVAL) */
#define __CUDAK_SIGWORD(sig) (((unsigned long) (sig) - 1) / (8 * sizeof (unsigned long)))
#define __CUDAK_SIGBIT(sig) (1UL << (((unsigned long) (sig) - 1) % (8 * sizeof (unsigned long))))
int *__errno_location (void);
static inline int sigemptyset(sigset_t *set) {
  for (int i = 0; i < 16; i++) set->__val[i] = 0;
  return 0;
}
static inline int sigfillset(sigset_t *set) {
  for (int i = 0; i < 16; i++) set->__val[i] = ~0UL;
  /* glibc keeps the two signals NPTL uses internally out of a full set */
  set->__val[0] &= ~(__CUDAK_SIGBIT (32) | __CUDAK_SIGBIT (33));
  return 0;
}
static inline int sigaddset(sigset_t *set, int sig) {
  if (sig <= 0 || sig >= NSIG || sig == 32 || sig == 33) { *__errno_location () = 22; return -1; }
  set->__val[__CUDAK_SIGWORD (sig)] |= __CUDAK_SIGBIT (sig);
  return 0;
}
static inline int sigdelset(sigset_t *set, int sig) {
  if (sig <= 0 || sig >= NSIG || sig == 32 || sig == 33) { *__errno_location () = 22; return -1; }
  set->__val[__CUDAK_SIGWORD (sig)] &= ~__CUDAK_SIGBIT (sig);
  return 0;
}
static inline int sigismember(const sigset_t *set, int sig) {
  if (sig <= 0 || sig >= NSIG) { *__errno_location () = 22; return -1; }
  return (set->__val[__CUDAK_SIGWORD (sig)] & __CUDAK_SIGBIT (sig)) != 0;
}
int sigprocmask(int how, const sigset_t *set, sigset_t *oset) __attribute__((__unavailable__));
int sigsuspend(const sigset_t *set) __attribute__((__unavailable__));
int sigwait(const sigset_t *set, int *sig) __attribute__((__unavailable__));
#endif
