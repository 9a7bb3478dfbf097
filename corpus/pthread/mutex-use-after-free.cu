// A mutex in a heap block is locked after the block was freed: the lock's own access to the
// mutex is checked like any other, and reported as a use after free.
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>
int main(void) {
  pthread_mutex_t *m = (pthread_mutex_t *) malloc(sizeof *m);
  pthread_mutex_init(m, NULL);
  free(m);
  printf("locking a freed mutex\n");
  pthread_mutex_lock(m);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: locking a freed mutex
// expect-exit: 1
// expect-report: ^mutex-use-after-free\.cu:11:3: error: use after free: read of 40 bytes at offset 0 of an allocation of 40 bytes allocated at mutex-use-after-free\.cu:7:44, freed at mutex-use-after-free\.cu:9:3
// expect-report: ^mutex-use-after-free\.cu:11:3: note: read by the host thread
// expect-report: ^mutex-use-after-free\.cu:7:44: note: 40 bytes allocated here by malloc
// expect-report: ^mutex-use-after-free\.cu:9:3: note: freed here
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
