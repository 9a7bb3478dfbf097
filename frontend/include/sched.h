/* sched.h (cudak built-in) — CPU affinity and yielding; cpu_set_t and the CPU_* macros as glibc
 * defines them (1024 CPUs in 16 unsigned longs)
 * SPDX-License-Identifier: MIT */
#ifndef __CUDAK_SCHED_H
#define __CUDAK_SCHED_H
#include <sys/types.h>
#include <time.h>
#include <stdlib.h>
/* the affinity calls and CPU_* macros are GNU extensions: C++ (g++ defines _GNU_SOURCE) or C
   with _GNU_SOURCE, as glibc declares them */
#if defined(__cplusplus) || defined(_GNU_SOURCE)
#define __CPU_SETSIZE 1024
#define __NCPUBITS (8 * sizeof (unsigned long))
typedef unsigned long __cpu_mask;
typedef struct { __cpu_mask __bits[__CPU_SETSIZE / __NCPUBITS]; } cpu_set_t;
#define CPU_SETSIZE __CPU_SETSIZE
#define __CPUELT(cpu) ((cpu) / __NCPUBITS)
#define __CPUMASK(cpu) ((__cpu_mask) 1 << ((cpu) % __NCPUBITS))

static inline void __cudak_cpu_zero_s(size_t setsize, cpu_set_t *set) {
  for (size_t i = 0; i < setsize / sizeof (__cpu_mask); i++) set->__bits[i] = 0;
}
static inline __cpu_mask __cudak_cpu_set_s(size_t cpu, size_t setsize, cpu_set_t *set) {
  return cpu / 8 < setsize ? (set->__bits[__CPUELT (cpu)] |= __CPUMASK (cpu)) : 0;
}
static inline __cpu_mask __cudak_cpu_clr_s(size_t cpu, size_t setsize, cpu_set_t *set) {
  return cpu / 8 < setsize ? (set->__bits[__CPUELT (cpu)] &= ~__CPUMASK (cpu)) : 0;
}
static inline int __cudak_cpu_isset_s(size_t cpu, size_t setsize, const cpu_set_t *set) {
  return cpu / 8 < setsize ? (set->__bits[__CPUELT (cpu)] & __CPUMASK (cpu)) != 0 : 0;
}
static inline int __cudak_cpu_count_s(size_t setsize, const cpu_set_t *set) {
  int n = 0;
  for (size_t i = 0; i < setsize / sizeof (__cpu_mask); i++)
    for (__cpu_mask m = set->__bits[i]; m; m &= m - 1) n++;
  return n;
}
static inline int __cudak_cpu_equal_s(size_t setsize, const cpu_set_t *a, const cpu_set_t *b) {
  for (size_t i = 0; i < setsize / sizeof (__cpu_mask); i++)
    if (a->__bits[i] != b->__bits[i]) return 0;
  return 1;
}
static inline cpu_set_t *__cudak_cpu_op_s(size_t setsize, cpu_set_t *dest, const cpu_set_t *a,
                                          const cpu_set_t *b, int op) {
  for (size_t i = 0; i < setsize / sizeof (__cpu_mask); i++)
    dest->__bits[i] = op == 0 ? (a->__bits[i] & b->__bits[i])
                    : op == 1 ? (a->__bits[i] | b->__bits[i]) : (a->__bits[i] ^ b->__bits[i]);
  return dest;
}
#define CPU_ZERO_S(setsize, set) __cudak_cpu_zero_s (setsize, set)
#define CPU_SET_S(cpu, setsize, set) __cudak_cpu_set_s (cpu, setsize, set)
#define CPU_CLR_S(cpu, setsize, set) __cudak_cpu_clr_s (cpu, setsize, set)
#define CPU_ISSET_S(cpu, setsize, set) __cudak_cpu_isset_s (cpu, setsize, set)
#define CPU_COUNT_S(setsize, set) __cudak_cpu_count_s (setsize, set)
#define CPU_EQUAL_S(setsize, a, b) __cudak_cpu_equal_s (setsize, a, b)
#define CPU_AND_S(setsize, d, a, b) __cudak_cpu_op_s (setsize, d, a, b, 0)
#define CPU_OR_S(setsize, d, a, b) __cudak_cpu_op_s (setsize, d, a, b, 1)
#define CPU_XOR_S(setsize, d, a, b) __cudak_cpu_op_s (setsize, d, a, b, 2)
#define CPU_ZERO(set) CPU_ZERO_S (sizeof (cpu_set_t), set)
#define CPU_SET(cpu, set) CPU_SET_S (cpu, sizeof (cpu_set_t), set)
#define CPU_CLR(cpu, set) CPU_CLR_S (cpu, sizeof (cpu_set_t), set)
#define CPU_ISSET(cpu, set) CPU_ISSET_S (cpu, sizeof (cpu_set_t), set)
#define CPU_COUNT(set) CPU_COUNT_S (sizeof (cpu_set_t), set)
#define CPU_EQUAL(a, b) CPU_EQUAL_S (sizeof (cpu_set_t), a, b)
#define CPU_AND(d, a, b) CPU_AND_S (sizeof (cpu_set_t), d, a, b)
#define CPU_OR(d, a, b) CPU_OR_S (sizeof (cpu_set_t), d, a, b)
#define CPU_XOR(d, a, b) CPU_XOR_S (sizeof (cpu_set_t), d, a, b)
#define CPU_ALLOC_SIZE(count) \
  ((((count) + __NCPUBITS - 1) / __NCPUBITS) * sizeof (__cpu_mask))
#define CPU_ALLOC(count) ((cpu_set_t *) calloc (1, CPU_ALLOC_SIZE (count)))
#define CPU_FREE(set) free (set)
#endif

struct sched_param { int sched_priority; };
#define SCHED_OTHER 0
#define SCHED_FIFO 1
#define SCHED_RR 2
#if defined(__cplusplus) || defined(_GNU_SOURCE)
int sched_setaffinity(pid_t pid, size_t cpusetsize, const cpu_set_t *cpuset);
int sched_getaffinity(pid_t pid, size_t cpusetsize, cpu_set_t *cpuset);
int sched_getcpu(void);
#endif
int sched_yield(void);
int sched_get_priority_max(int algorithm);
int sched_get_priority_min(int algorithm);
int sched_setscheduler(pid_t pid, int policy, const struct sched_param *param) __attribute__((__unavailable__));
#endif
