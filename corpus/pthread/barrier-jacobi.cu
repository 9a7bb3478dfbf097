// Jacobi iterations on a 1-D rod split among threads that meet at a pthread barrier twice per
// step: once after computing the new values from the old ones, once after copying them back.
// The barrier orders each step's reads of the neighbours' cells after their writes.
#include <stdio.h>
#include <pthread.h>

#define N 64
#define NUM_THREADS 4
#define STEPS 50

static double u[N], u_new[N];
static pthread_barrier_t step_barrier;
static int serial_count = 0;

static void *relax(void *arg)
{
  int id = (int) (long) arg;
  int lo = 1 + id * ((N - 2) / NUM_THREADS), hi = lo + (N - 2) / NUM_THREADS;
  for (int s = 0; s < STEPS; s++) {
    for (int i = lo; i < hi; i++)
      u_new[i] = 0.5 * (u[i - 1] + u[i + 1]);
    pthread_barrier_wait(&step_barrier);
    for (int i = lo; i < hi; i++)
      u[i] = u_new[i];
    if (pthread_barrier_wait(&step_barrier) == PTHREAD_BARRIER_SERIAL_THREAD)
      serial_count++;
  }
  return NULL;
}

int main(void)
{
  u[0] = 100.0;
  u[N - 1] = 0.0;
  pthread_barrier_init(&step_barrier, NULL, NUM_THREADS);
  pthread_t threads[NUM_THREADS];
  for (long t = 0; t < NUM_THREADS; t++)
    pthread_create(&threads[t], NULL, relax, (void *) t);
  for (int t = 0; t < NUM_THREADS; t++)
    pthread_join(threads[t], NULL);
  pthread_barrier_destroy(&step_barrier);
  printf("u[1] = %.6f, u[8] = %.6f, u[32] = %.6f\n", u[1], u[8], u[32]);
  printf("one serial thread per step: %d of %d\n", serial_count, STEPS);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: u[1] = 88.772483, u[8] = 26.243754, u[32] = 0.000339
// expect: one serial thread per step: 50 of 50
