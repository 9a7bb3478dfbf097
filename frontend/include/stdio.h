/* stdio.h (cudak built-in) — standard input/output (glibc signatures)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_STDIO_H
#define __CUDAK_STDIO_H
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
#ifndef __CUDAK_SSIZE_T
#define __CUDAK_SSIZE_T
typedef long ssize_t;
#endif
#ifndef __CUDAK_VA_LIST
#define __CUDAK_VA_LIST
typedef __builtin_va_list va_list;
#endif
#ifndef __CUDAK_FILE
#define __CUDAK_FILE
typedef struct _IO_FILE FILE;
#endif
typedef struct { long __pos; long __state; } fpos_t;
#define EOF (-1)
#define BUFSIZ 8192
#define FILENAME_MAX 4096
#define FOPEN_MAX 16
#define L_tmpnam 20
#define TMP_MAX 238328
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2
/* The standard streams belong to the interpreter's host runtime: each name is a call of the
   builtin that returns its FILE * (glibc declares them as variables). */
extern FILE *__cudak_stdin (void);
extern FILE *__cudak_stdout (void);
extern FILE *__cudak_stderr (void);
#define stdin (__cudak_stdin ())
#define stdout (__cudak_stdout ())
#define stderr (__cudak_stderr ())
__host__ __device__ int printf(const char *format, ...);
int fprintf(FILE *stream, const char *format, ...);
int sprintf(char *s, const char *format, ...);
int snprintf(char *s, size_t maxlen, const char *format, ...);
int dprintf(int fd, const char *format, ...) __attribute__((__unavailable__));
int vprintf(const char *format, va_list arg);
int vfprintf(FILE *s, const char *format, va_list arg);
int vsprintf(char *s, const char *format, va_list arg);
int vsnprintf(char *s, size_t maxlen, const char *format, va_list arg);
int scanf(const char *format, ...);
int fscanf(FILE *stream, const char *format, ...);
int sscanf(const char *s, const char *format, ...);
int vscanf(const char *format, va_list arg);
int vfscanf(FILE *s, const char *format, va_list arg);
int vsscanf(const char *s, const char *format, va_list arg);
int puts(const char *s);
int putchar(int c);
int fputs(const char *s, FILE *stream);
int fputc(int c, FILE *stream);
int putc(int c, FILE *stream);
int getchar(void);
int getc(FILE *stream);
int fgetc(FILE *stream);
char *fgets(char *s, int n, FILE *stream);
int ungetc(int c, FILE *stream);
ssize_t getline(char **lineptr, size_t *n, FILE *stream);
ssize_t getdelim(char **lineptr, size_t *n, int delimiter, FILE *stream);
FILE *fopen(const char *filename, const char *modes);
FILE *freopen(const char *filename, const char *modes, FILE *stream) __attribute__((__unavailable__));
FILE *fdopen(int fd, const char *modes);
int fclose(FILE *stream);
int fflush(FILE *stream);
size_t fread(void *ptr, size_t size, size_t n, FILE *stream);
size_t fwrite(const void *ptr, size_t size, size_t n, FILE *s);
int feof(FILE *stream);
int ferror(FILE *stream);
void clearerr(FILE *stream);
int fseek(FILE *stream, long int off, int whence);
long int ftell(FILE *stream);
void rewind(FILE *stream);
int fgetpos(FILE *stream, fpos_t *pos) __attribute__((__unavailable__));
int fsetpos(FILE *stream, const fpos_t *pos) __attribute__((__unavailable__));
int fileno(FILE *stream);
int remove(const char *filename);
int rename(const char *old, const char *new_name);
FILE *tmpfile(void);
void perror(const char *s);
void setbuf(FILE *stream, char *buf);
int setvbuf(FILE *stream, char *buf, int modes, size_t n);
#endif
