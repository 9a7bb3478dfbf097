// corpus/posix/sysinfo.cu: the system report and setup a benchmark harness prints and does
// before timing a kernel: uname, sysconf, gethostname, getpid, setenv/unsetenv, the process's
// resource limits and usage, a lower scheduling priority, pinning to one CPU with sched_setaffinity and the
// CPU_* macros, sched_yield, and gettimeofday/timersub timings around sleep, usleep and
// nanosleep. It prints only what does not depend on the machine.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <sched.h>
#include <sys/time.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <cuda_runtime.h>

__global__ void scale(float *x, float a, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

static double wall_ms(void)
{
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec * 1e3 + tv.tv_usec * 1e-3;
}

int main(void)
{
  struct utsname u;
  if (uname(&u) == 0)
    printf("system: %s (machine name set: %d)\n", u.sysname, u.machine[0] != 0);
  long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
  long page = sysconf(_SC_PAGESIZE);
  printf("cpus online > 0: %d, page size %ld, getpagesize agrees: %d\n", ncpu > 0, page,
         getpagesize() == page);
  char host[256];
  printf("gethostname: %d, pid > 0: %d\n", gethostname(host, sizeof host), getpid() > 0);

  setenv("BENCH_MODE", "fast", 1);
  setenv("BENCH_MODE", "slow", 0);
  printf("BENCH_MODE=%s\n", getenv("BENCH_MODE"));
  unsetenv("BENCH_MODE");
  printf("after unsetenv: %s\n", getenv("BENCH_MODE") ? "set" : "unset");
  int bad_env = setenv("A=B", "x", 1);
  printf("setenv of a name with '=': %d (EINVAL %d)\n", bad_env, errno == EINVAL);

  struct rlimit rl;
  if (getrlimit(RLIMIT_NOFILE, &rl) == 0)
    printf("open files: soft <= hard: %d\n", rl.rlim_max == RLIM_INFINITY || rl.rlim_cur <= rl.rlim_max);
  int r = getrlimit(12345, &rl);
  printf("getrlimit of an unknown resource: %d (EINVAL %d)\n", r, errno == EINVAL);

  errno = 0;
  int before = getpriority(PRIO_PROCESS, 0);
  int set = setpriority(PRIO_PROCESS, 0, before + 1 > 19 ? 19 : before + 1);
  int after = getpriority(PRIO_PROCESS, 0);
  printf("setpriority: %d, nicer: %d\n", set, after >= before);

  cpu_set_t mask, now;
  CPU_ZERO(&mask);
  if (sched_getaffinity(0, sizeof mask, &mask) != 0) {
    perror("sched_getaffinity");
    return 1;
  }
  int first = -1;
  for (int c = 0; c < CPU_SETSIZE && first < 0; c++)
    if (CPU_ISSET(c, &mask))
      first = c;
  printf("allowed cpus >= 1: %d\n", CPU_COUNT(&mask) >= 1);
  CPU_ZERO(&mask);
  CPU_SET(first, &mask);
  printf("pin to the first allowed cpu: %d, count %d\n", sched_setaffinity(0, sizeof mask, &mask),
         CPU_COUNT(&mask));
  sched_getaffinity(0, sizeof now, &now);
  printf("affinity is now that cpu: %d\n", CPU_EQUAL(&now, &mask));
  CPU_CLR(first, &mask);
  r = sched_setaffinity(0, sizeof mask, &mask);
  printf("empty set: %d (EINVAL %d)\n", r, errno == EINVAL);
  printf("sched_yield: %d\n", sched_yield());

  const int n = 1 << 12;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemset(d, 0, n * sizeof(float));
  double t0 = wall_ms();
  scale<<<n / 256, 256>>>(d, 2.0f, n);
  cudaDeviceSynchronize();
  usleep(20000);
  double t1 = wall_ms();
  printf("kernel + 20 ms sleep took >= 20 ms: %d\n", t1 - t0 >= 20.0);
  struct timeval a, b, diff;
  gettimeofday(&a, NULL);
  sleep(1);
  gettimeofday(&b, NULL);
  timersub(&b, &a, &diff);
  printf("sleep(1) took >= 1 s: %d\n", diff.tv_sec >= 1);
  struct timespec req = { 0, 5000000 }, bad = { 0, 1000000000 };
  gettimeofday(&a, NULL);
  int slept = nanosleep(&req, NULL);
  gettimeofday(&b, NULL);
  timersub(&b, &a, &diff);
  printf("nanosleep 5 ms: %d, took >= 5 ms: %d\n", slept, diff.tv_sec > 0 || diff.tv_usec >= 5000);
  struct timespec res;
  int got_res = clock_getres(CLOCK_MONOTONIC, &res);
  printf("clock_getres: %d, monotonic resolution <= 1 ms: %d\n", got_res,
         res.tv_sec == 0 && res.tv_nsec <= 1000000);
  r = nanosleep(&bad, NULL);
  printf("nanosleep of 1e9 ns: %d (EINVAL %d)\n", r, errno == EINVAL);
  cudaFree(d);

  struct rusage ru;
  if (getrusage(RUSAGE_SELF, &ru) == 0)
    printf("getrusage: max rss > 0: %d, microseconds in range: %d\n", ru.ru_maxrss > 0,
           ru.ru_utime.tv_usec >= 0 && ru.ru_utime.tv_usec < 1000000);
  return 0;
}
// expect: system: Linux (machine name set: 1)
// expect: cpus online > 0: 1, page size 4096, getpagesize agrees: 1
// expect: gethostname: 0, pid > 0: 1
// expect: BENCH_MODE=fast
// expect: after unsetenv: unset
// expect: setenv of a name with '=': -1 (EINVAL 1)
// expect: open files: soft <= hard: 1
// expect: getrlimit of an unknown resource: -1 (EINVAL 1)
// expect: setpriority: 0, nicer: 1
// expect: allowed cpus >= 1: 1
// expect: pin to the first allowed cpu: 0, count 1
// expect: affinity is now that cpu: 1
// expect: empty set: -1 (EINVAL 1)
// expect: sched_yield: 0
// expect: kernel + 20 ms sleep took >= 20 ms: 1
// expect: sleep(1) took >= 1 s: 1
// expect: nanosleep 5 ms: 0, took >= 5 ms: 1
// expect: clock_getres: 0, monotonic resolution <= 1 ms: 1
// expect: nanosleep of 1e9 ns: -1 (EINVAL 1)
// expect: getrusage: max rss > 0: 1, microseconds in range: 1
