// exit() from a host thread while a kernel launched by the main thread runs.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
__global__ void spin(volatile int *flag) {
  while (*flag == 0)
    ;
}
static void *quitter(void *arg) {
  (void)arg;
  exit(3);
  return NULL;
}
int main(void) {
  int *d;
  cudaMalloc(&d, sizeof(int));
  cudaMemset(d, 0, sizeof(int));
  spin<<<1, 1>>>(d);
  pthread_t t;
  pthread_create(&t, NULL, quitter, NULL);
  cudaDeviceSynchronize();
  pthread_join(t, NULL);
  printf("not reached\n");
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect-exit: 3
// expect-report: ^exit-thread-while-kernel\.cu:18:7: warning: kernel 'spin' was still running when the program exited
// expect-report: ^exit-thread-while-kernel\.cu:16:3: warning: leak: 4 bytes allocated by cudaMalloc are never freed
// expect-report: ^cudak: 0 errors, 2 warnings \(seed 0\)
