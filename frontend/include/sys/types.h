/* sys/types.h (cudak built-in) — system types
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_SYS_TYPES_H
#define __CUDAK_SYS_TYPES_H
#ifndef __CUDAK_SIZE_T
#define __CUDAK_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef __CUDAK_SSIZE_T
#define __CUDAK_SSIZE_T
typedef long ssize_t;
#endif
#ifndef __CUDAK_TIME_T
#define __CUDAK_TIME_T
typedef long time_t;
typedef long clock_t;
typedef long suseconds_t;
typedef unsigned int useconds_t;
typedef int clockid_t;
struct timespec { time_t tv_sec; long tv_nsec; };
#endif
typedef int pid_t;
typedef long off_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef unsigned int mode_t;
typedef unsigned int id_t;
typedef unsigned long dev_t;
typedef unsigned long ino_t;
typedef unsigned long nlink_t;
typedef long blksize_t;
typedef long blkcnt_t;
#endif
