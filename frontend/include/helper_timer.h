/* helper_timer.h (cudak built-in) — the sdk*Timer functions of the CUDA samples
 * (Common/helper_timer.h), written in C over gettimeofday; times are in milliseconds.
 * SPDX-License-Identifier: MIT */
#ifndef COMMON_HELPER_TIMER_H_
#define COMMON_HELPER_TIMER_H_
#include <stdlib.h>
#include <sys/time.h>

struct StopWatchInterface {
  struct timeval start_time;
  float diff_time;
  float total_time;
  int running;
  int clock_sessions;
};
typedef struct StopWatchInterface StopWatchInterface;

inline float __cudak_timer_diff(StopWatchInterface *t) {
  struct timeval now;
  gettimeofday(&now, NULL);
  return (float)(1000.0 * (now.tv_sec - t->start_time.tv_sec) +
                 (0.001 * (now.tv_usec - t->start_time.tv_usec)));
}

inline bool sdkCreateTimer(StopWatchInterface **timer_interface) {
  *timer_interface = (StopWatchInterface *)calloc(1, sizeof(StopWatchInterface));
  return (*timer_interface != NULL) ? true : false;
}

inline bool sdkDeleteTimer(StopWatchInterface **timer_interface) {
  if (*timer_interface) {
    free(*timer_interface);
    *timer_interface = NULL;
  }
  return true;
}

inline bool sdkStartTimer(StopWatchInterface **timer_interface) {
  if (*timer_interface) {
    gettimeofday(&(*timer_interface)->start_time, NULL);
    (*timer_interface)->running = 1;
  }
  return true;
}

inline bool sdkStopTimer(StopWatchInterface **timer_interface) {
  StopWatchInterface *t = *timer_interface;
  if (t) {
    t->diff_time = __cudak_timer_diff(t);
    t->total_time += t->diff_time;
    t->running = 0;
    t->clock_sessions++;
  }
  return true;
}

inline bool sdkResetTimer(StopWatchInterface **timer_interface) {
  StopWatchInterface *t = *timer_interface;
  if (t) {
    t->diff_time = 0;
    t->total_time = 0;
    t->clock_sessions = 0;
    if (t->running) gettimeofday(&t->start_time, NULL);
  }
  return true;
}

inline float sdkGetTimerValue(StopWatchInterface **timer_interface) {
  StopWatchInterface *t = *timer_interface;
  if (!t) return 0.0f;
  float retval = t->total_time;
  if (t->running) retval += __cudak_timer_diff(t);
  return retval;
}

inline float sdkGetAverageTimerValue(StopWatchInterface **timer_interface) {
  StopWatchInterface *t = *timer_interface;
  if (!t) return 0.0f;
  return (t->clock_sessions > 0) ? (t->total_time / t->clock_sessions) : 0.0f;
}
#endif
