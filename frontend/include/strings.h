/* strings.h (cudak built-in) — BSD string functions (glibc signatures)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_STRINGS_H
#define __CUDAK_STRINGS_H
#ifndef __CUDAK_SIZE_T
#define __CUDAK_SIZE_T
typedef unsigned long size_t;
#endif
int strcasecmp(const char *s1, const char *s2);
int strncasecmp(const char *s1, const char *s2, size_t n);
void bzero(void *s, size_t n);
void bcopy(const void *src, void *dest, size_t n);
int bcmp(const void *s1, const void *s2, size_t n);
char *index(const char *s, int c);
char *rindex(const char *s, int c);
int ffs(int i);
#endif
