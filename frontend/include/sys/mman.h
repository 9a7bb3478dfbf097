/* sys/mman.h (cudak built-in) — memory mappings: the mapped bytes are modelled host memory
 * (glibc x86_64 values)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_SYS_MMAN_H
#define __CUDAK_SYS_MMAN_H
#include <sys/types.h>
#define PROT_NONE 0x0
#define PROT_READ 0x1
#define PROT_WRITE 0x2
#define PROT_EXEC 0x4
#define MAP_SHARED 0x01
#define MAP_PRIVATE 0x02
#define MAP_FIXED 0x10
#define MAP_ANONYMOUS 0x20
#define MAP_ANON MAP_ANONYMOUS
#define MAP_NORESERVE 0x4000
#define MAP_POPULATE 0x8000
#define MAP_FAILED ((void *) -1)
#define MS_ASYNC 1
#define MS_INVALIDATE 2
#define MS_SYNC 4
void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t offset);
int munmap(void *addr, size_t len);
int msync(void *addr, size_t len, int flags);
int mprotect(void *addr, size_t len, int prot) __attribute__((__unavailable__));
int madvise(void *addr, size_t len, int advice) __attribute__((__unavailable__));
int mlock(const void *addr, size_t len) __attribute__((__unavailable__));
int munlock(const void *addr, size_t len) __attribute__((__unavailable__));
int shm_open(const char *name, int oflag, mode_t mode) __attribute__((__unavailable__));
#endif
