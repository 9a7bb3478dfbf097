/* stdlib.h (cudak built-in) — general utilities (glibc signatures; C++ abs overloads)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_STDLIB_H
#define __CUDAK_STDLIB_H
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
#ifndef __CUDAK_WCHAR_T
#define __CUDAK_WCHAR_T
typedef int wchar_t;
#endif
typedef struct { int quot; int rem; } div_t;
typedef struct { long int quot; long int rem; } ldiv_t;
typedef struct { long long int quot; long long int rem; } lldiv_t;
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
#define MB_CUR_MAX 1
__host__ __device__ void *malloc(size_t size);
void *calloc(size_t nmemb, size_t size);
void *realloc(void *ptr, size_t size);
__host__ __device__ void free(void *ptr);
int posix_memalign(void **memptr, size_t alignment, size_t size);
void *aligned_alloc(size_t alignment, size_t size);
int atoi(const char *nptr);
long int atol(const char *nptr);
long long int atoll(const char *nptr);
double atof(const char *nptr);
long int strtol(const char *nptr, char **endptr, int base);
unsigned long int strtoul(const char *nptr, char **endptr, int base);
long long int strtoll(const char *nptr, char **endptr, int base);
unsigned long long int strtoull(const char *nptr, char **endptr, int base);
double strtod(const char *nptr, char **endptr);
float strtof(const char *nptr, char **endptr);
long double strtold(const char *nptr, char **endptr);
__host__ __device__ int abs(int x);
__host__ __device__ long int labs(long int x);
__host__ __device__ long long int llabs(long long int x);
div_t div(int numer, int denom);
ldiv_t ldiv(long int numer, long int denom);
lldiv_t lldiv(long long int numer, long long int denom);
int rand(void);
void srand(unsigned int seed);
int rand_r(unsigned int *seed);
long int random(void);
void srandom(unsigned int seed);
double drand48(void);
double erand48(unsigned short xsubi[3]);
long int lrand48(void);
long int nrand48(unsigned short xsubi[3]);
long int mrand48(void);
long int jrand48(unsigned short xsubi[3]);
void srand48(long int seedval);
void qsort(void *base, size_t nmemb, size_t size, int (*compar)(const void *, const void *));
void *bsearch(const void *key, const void *base, size_t nmemb, size_t size, int (*compar)(const void *, const void *));
void exit(int status) __attribute__((__noreturn__));
void _Exit(int status) __attribute__((__noreturn__));
void abort(void) __attribute__((__noreturn__));
int atexit(void (*func)(void));
char *getenv(const char *name);
int setenv(const char *name, const char *value, int replace);
int unsetenv(const char *name);
int mkstemp(char *template_name);
char *mkdtemp(char *template_name);
char *realpath(const char *name, char *resolved);
int system(const char *command);
#if defined __cplusplus && !defined __CUDAK_ABS_OVERLOADS
#define __CUDAK_ABS_OVERLOADS
__host__ __device__ long abs(long x) __asm__("labs");
__host__ __device__ long long abs(long long x) __asm__("llabs");
__host__ __device__ float abs(float x) __asm__("fabsf");
__host__ __device__ double abs(double x) __asm__("fabs");
__host__ __device__ long double abs(long double x) __asm__("fabsl");
#endif
#endif
