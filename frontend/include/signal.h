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
struct sigaction;
int sigaction(int sig, const struct sigaction *act, struct sigaction *oact) __attribute__((__unavailable__));
int sigemptyset(sigset_t *set) __attribute__((__unavailable__));
int sigfillset(sigset_t *set) __attribute__((__unavailable__));
int sigaddset(sigset_t *set, int signo) __attribute__((__unavailable__));
int sigprocmask(int how, const sigset_t *set, sigset_t *oset) __attribute__((__unavailable__));
#endif
