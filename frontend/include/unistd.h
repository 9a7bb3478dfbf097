/* unistd.h (cudak built-in) — POSIX: sleep, getopt, file descriptors
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_UNISTD_H
#define __CUDAK_UNISTD_H
#include <sys/types.h>
#ifndef NULL
#ifdef __cplusplus
#define NULL 0L
#else
#define NULL ((void *) 0)   /* gcc's C NULL */
#endif
#endif
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
#define F_OK 0
#define X_OK 1
#define W_OK 2
#define R_OK 4
#ifndef __CUDAK_GETOPT
#define __CUDAK_GETOPT
/* getopt's variables live in the interpreter's host runtime (glibc declares them as variables) */
extern char **__cudak_optarg (void);
extern int *__cudak_optind (void);
extern int *__cudak_opterr (void);
extern int *__cudak_optopt (void);
#ifndef optarg
#define optarg (*__cudak_optarg ())
#define optind (*__cudak_optind ())
#define opterr (*__cudak_opterr ())
#define optopt (*__cudak_optopt ())
#endif
int getopt(int argc, char *const *argv, const char *shortopts);
#endif
unsigned int sleep(unsigned int seconds);
int usleep(useconds_t useconds);
pid_t getpid(void) __attribute__((__unavailable__));
int access(const char *name, int type) __attribute__((__unavailable__));
int isatty(int fd) __attribute__((__unavailable__));
ssize_t read(int fd, void *buf, size_t nbytes) __attribute__((__unavailable__));
ssize_t write(int fd, const void *buf, size_t n) __attribute__((__unavailable__));
int close(int fd) __attribute__((__unavailable__));
char *getcwd(char *buf, size_t size) __attribute__((__unavailable__));
int unlink(const char *name) __attribute__((__unavailable__));
long int sysconf(int name) __attribute__((__unavailable__));
#define _SC_NPROCESSORS_ONLN 84
#define _SC_PAGESIZE 30
#endif
