/* fcntl.h (cudak built-in) — open and its flags (glibc x86_64 values)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_FCNTL_H
#define __CUDAK_FCNTL_H
#include <sys/types.h>
#include <sys/stat.h>
#define O_ACCMODE 0003
#define O_RDONLY 00
#define O_WRONLY 01
#define O_RDWR 02
#define O_CREAT 0100
#define O_EXCL 0200
#define O_NOCTTY 0400
#define O_TRUNC 01000
#define O_APPEND 02000
#define O_NONBLOCK 04000
#define O_NDELAY O_NONBLOCK
#define O_DSYNC 010000
#define O_SYNC 04010000
#define O_DIRECTORY 0200000
#define O_NOFOLLOW 0400000
#define O_CLOEXEC 02000000
#define AT_FDCWD -100
#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif
int open(const char *file, int oflag, ...);
int creat(const char *file, mode_t mode);
int fcntl(int fd, int cmd, ...) __attribute__((__unavailable__));
int openat(int fd, const char *file, int oflag, ...) __attribute__((__unavailable__));
#endif
