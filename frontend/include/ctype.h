/* ctype.h (cudak built-in) — character classification (glibc signatures, C locale)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_CTYPE_H
#define __CUDAK_CTYPE_H
int isalnum(int c);
int isalpha(int c);
int isblank(int c);
int iscntrl(int c);
#ifdef __cplusplus
int isdigit(int c) __asm__("__cudak_isdigit_folded");   /* g++ folds it: 0 or 1 */
#else
int isdigit(int c);   /* glibc's macro: the class's bit, 2048 */
#endif
int isgraph(int c);
int islower(int c);
int isprint(int c);
int ispunct(int c);
int isspace(int c);
int isupper(int c);
int isxdigit(int c);
int isascii(int c) __attribute__((__unavailable__));
int tolower(int c);
int toupper(int c);
#endif
