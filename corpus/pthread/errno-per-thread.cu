// errno is per thread (POSIX): two threads parse numbers with strtol and check errno for
// overflow, each seeing only its own; neither's errno = 0 races with the other's.
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <pthread.h>

typedef struct {
  const char *text;
  long value;
  int overflow;
} Parse;

static void *parse(void *arg)
{
  Parse *p = (Parse *) arg;
  errno = 0;
  p->value = strtol(p->text, NULL, 10);
  p->overflow = errno == ERANGE;
  return NULL;
}

int main(void)
{
  Parse jobs[2] = { { "123456", 0, 0 }, { "99999999999999999999999", 0, 0 } };
  pthread_t t[2];
  errno = 0;
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], NULL, parse, &jobs[i]);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], NULL);
  for (int i = 0; i < 2; i++)
    printf("%s -> %ld%s\n", jobs[i].text, jobs[i].value, jobs[i].overflow ? " (overflow)" : "");
  printf("main's errno: %d\n", errno);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 123456 -> 123456
// expect: 99999999999999999999999 -> 9223372036854775807 (overflow)
// expect: main's errno: 0
