/* libgen.h (cudak built-in) — POSIX dirname and basename (glibc: basename is __xpg_basename,
 * which may modify its argument)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_LIBGEN_H
#define __CUDAK_LIBGEN_H
char *dirname(char *path);
char *__xpg_basename(char *path);
#define basename __xpg_basename
#endif
