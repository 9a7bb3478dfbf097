/* unistd.h (cudak built-in) — POSIX: file descriptors, files and directories, process ids,
 * sleep, sysconf, getopt (glibc x86_64 values)
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
#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif
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
pid_t getpid(void);
pid_t getppid(void);
uid_t getuid(void);
uid_t geteuid(void);
gid_t getgid(void);
gid_t getegid(void);
int access(const char *name, int type);
int isatty(int fd);
ssize_t read(int fd, void *buf, size_t nbytes);
ssize_t write(int fd, const void *buf, size_t n);
ssize_t pread(int fd, void *buf, size_t nbytes, off_t offset);
ssize_t pwrite(int fd, const void *buf, size_t n, off_t offset);
off_t lseek(int fd, off_t offset, int whence);
int close(int fd);
int fsync(int fd);
int ftruncate(int fd, off_t length);
int truncate(const char *file, off_t length);
int dup(int fd);
int dup2(int fd, int fd2);
char *getcwd(char *buf, size_t size);
int chdir(const char *path);
int rmdir(const char *path);
int unlink(const char *name);
int gethostname(char *name, size_t len);
long int sysconf(int name);
int pipe(int pipedes[2]) __attribute__((__unavailable__));
pid_t fork(void) __attribute__((__unavailable__));
int execv(const char *path, char *const argv[]) __attribute__((__unavailable__));
int execvp(const char *file, char *const argv[]) __attribute__((__unavailable__));
unsigned int alarm(unsigned int seconds) __attribute__((__unavailable__));
int pause(void) __attribute__((__unavailable__));
ssize_t readlink(const char *path, char *buf, size_t len) __attribute__((__unavailable__));
int symlink(const char *from, const char *to) __attribute__((__unavailable__));
int link(const char *from, const char *to) __attribute__((__unavailable__));
#define _SC_ARG_MAX 0
#define _SC_CHILD_MAX 1
#define _SC_CLK_TCK 2
#define _SC_NGROUPS_MAX 3
#define _SC_OPEN_MAX 4
#define _SC_PAGESIZE 30
#define _SC_PAGE_SIZE _SC_PAGESIZE
#define _SC_NPROCESSORS_CONF 83
#define _SC_NPROCESSORS_ONLN 84
#define _SC_PHYS_PAGES 85
#define _SC_AVPHYS_PAGES 86
#define _SC_HOST_NAME_MAX 180
#define _SC_LEVEL1_DCACHE_LINESIZE 190
int getpagesize(void);
#endif
