/* dirent.h (cudak built-in) — reading directories; DIR * is an opaque handle, struct dirent has
 * glibc's x86_64 layout (280 bytes)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_DIRENT_H
#define __CUDAK_DIRENT_H
#include <sys/types.h>
typedef struct __dirstream DIR;
struct dirent {
  ino_t d_ino;
  off_t d_off;
  unsigned short d_reclen;
  unsigned char d_type;
  char d_name[256];
};
#define _DIRENT_HAVE_D_TYPE
#define DT_UNKNOWN 0
#define DT_FIFO 1
#define DT_CHR 2
#define DT_DIR 4
#define DT_BLK 6
#define DT_REG 8
#define DT_LNK 10
#define DT_SOCK 12
#define DT_WHT 14
DIR *opendir(const char *name);
int closedir(DIR *dirp);
struct dirent *readdir(DIR *dirp);
void rewinddir(DIR *dirp);
int dirfd(DIR *dirp);
DIR *fdopendir(int fd) __attribute__((__unavailable__));
int scandir(const char *dir, struct dirent ***namelist, int (*selector)(const struct dirent *),
            int (*cmp)(const struct dirent **, const struct dirent **)) __attribute__((__unavailable__));
#endif
