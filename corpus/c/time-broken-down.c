/* corpus/c/time-broken-down.c: broken-down time as C programs print dates: gmtime and its static
 * struct tm, strftime (and its result when the buffer is too small), asctime, mktime normalising
 * a hand-filled struct tm (local time, at noon so no zone moves the date), gmtime_r. Output
 * checked against gcc (glibc). */
/* SPDX-License-Identifier: MIT */
#include <stdio.h>
#include <string.h>
#include <time.h>
int main(void)
{
  time_t t = 1700000000;
  struct tm *g = gmtime(&t);
  char buf[80];
  size_t n = strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S %A %j %Z", g);
  printf("%zu [%s] wday %d yday %d\n", n, buf, g->tm_wday, g->tm_yday);
  printf("%s", asctime(g));
  struct tm mine;
  memset(&mine, 0, sizeof mine);
  mine.tm_year = 124; mine.tm_mon = 1; mine.tm_mday = 30; mine.tm_hour = 12; mine.tm_isdst = -1;
  time_t back = mktime(&mine);
  printf("normalised: %d-%02d-%02d wday %d, %s\n", mine.tm_year + 1900, mine.tm_mon + 1, mine.tm_mday, mine.tm_wday, back != (time_t)-1 ? "ok" : "fail");
  struct tm r;
  gmtime_r(&t, &r);
  printf("%d %s\n", r.tm_hour, strftime(buf, 5, "%Y-%m-%d", &r) == 0 ? "too small" : buf);
  time_t z = 0;
  printf("%.24s|\n", asctime(gmtime(&z)));
  return 0;
}
// expect: 35 [2023-11-14 22:13:20 Tuesday 318 GMT] wday 2 yday 317
// expect: Tue Nov 14 22:13:20 2023
// expect: normalised: 2024-03-01 wday 5, ok
// expect: 22 too small
// expect: Thu Jan  1 00:00:00 1970|
