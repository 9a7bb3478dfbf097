/* string.h (cudak built-in) — string and memory functions (glibc signatures)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_STRING_H
#define __CUDAK_STRING_H
#ifndef __CUDAK_SIZE_T
#define __CUDAK_SIZE_T
typedef unsigned long size_t;
#endif
#ifndef NULL
#ifdef __cplusplus
#define NULL 0L
#else
#define NULL ((void *) 0)   /* gcc's C NULL */
#endif
#endif
__host__ __device__ void *memcpy(void *dest, const void *src, size_t n);
void *memmove(void *dest, const void *src, size_t n);
__host__ __device__ void *memset(void *s, int c, size_t n);
int memcmp(const void *s1, const void *s2, size_t n);
void *memchr(const void *s, int c, size_t n);
size_t strlen(const char *s);
size_t strnlen(const char *string, size_t maxlen);
char *strcpy(char *dest, const char *src);
char *strncpy(char *dest, const char *src, size_t n);
char *strcat(char *dest, const char *src);
char *strncat(char *dest, const char *src, size_t n);
int strcmp(const char *s1, const char *s2);
int strncmp(const char *s1, const char *s2, size_t n);
int strcoll(const char *s1, const char *s2);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
char *strstr(const char *haystack, const char *needle);
char *strpbrk(const char *s, const char *accept);
size_t strspn(const char *s, const char *accept);
size_t strcspn(const char *s, const char *reject);
char *strtok(char *s, const char *delim);
char *strtok_r(char *s, const char *delim, char **save_ptr);
char *strsep(char **stringp, const char *delim);
char *stpcpy(char *dest, const char *src);
#if defined(__cplusplus) || defined(_GNU_SOURCE)
char *strcasestr(const char *haystack, const char *needle);
char *strchrnul(const char *s, int c);
void *mempcpy(void *dest, const void *src, size_t n);
#endif
char *strsignal(int sig);
void explicit_bzero(void *s, size_t n);
char *strdup(const char *s);
char *strndup(const char *string, size_t n);
char *strerror(int errnum);
/* glibc's <string.h> includes <strings.h> (bzero, strcasecmp, ...) */
#include <strings.h>
#endif
