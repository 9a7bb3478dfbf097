/* time.h (cudak built-in) — time and date (glibc signatures)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_TIME_H
#define __CUDAK_TIME_H
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
#ifndef __CUDAK_TIME_T
#define __CUDAK_TIME_T
typedef long time_t;
typedef long clock_t;
typedef long suseconds_t;
typedef unsigned int useconds_t;
typedef int clockid_t;
struct timespec { time_t tv_sec; long tv_nsec; };
#endif
struct tm { int tm_sec; int tm_min; int tm_hour; int tm_mday; int tm_mon; int tm_year; int tm_wday; int tm_yday; int tm_isdst; long int tm_gmtoff; const char *tm_zone; };
#define CLOCKS_PER_SEC ((clock_t) 1000000)
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID 3
#define CLOCK_MONOTONIC_RAW 4
#define TIME_UTC 1
#ifndef __CUDAK_CLOCK
#define __CUDAK_CLOCK
__host__ __device__ clock_t clock(void);
#endif
time_t time(time_t *timer);
double difftime(time_t time1, time_t time0);
time_t mktime(struct tm *tp);
struct tm *localtime(const time_t *timer);
struct tm *gmtime(const time_t *timer);
struct tm *localtime_r(const time_t *timer, struct tm *tp);
struct tm *gmtime_r(const time_t *timer, struct tm *tp);
size_t strftime(char *s, size_t maxsize, const char *format, const struct tm *tp);
char *asctime(const struct tm *tp);
char *ctime(const time_t *timer);
int clock_gettime(clockid_t clock_id, struct timespec *tp);
int clock_getres(clockid_t clock_id, struct timespec *res);
int nanosleep(const struct timespec *requested_time, struct timespec *remaining);
int timespec_get(struct timespec *ts, int base) __attribute__((__unavailable__));
#endif
