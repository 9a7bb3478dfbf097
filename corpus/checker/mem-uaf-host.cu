// Use after free on the host heap: a node is freed and then read through a stale pointer.
#include <stdio.h>
#include <stdlib.h>
struct node { int value; struct node *next; };
int main(void) {
  struct node *a = (struct node *) malloc(sizeof *a);
  struct node *b = (struct node *) malloc(sizeof *b);
  a->value = 1;
  a->next = b;
  b->value = 2;
  b->next = NULL;
  free(b);
  struct node *next = a->next;
  printf("%d\n", a->value);
  free(a);
  printf("%d\n", next->value);
  return 0;
}
//
// SPDX-License-Identifier: MIT
// expect: 1
// expect-exit: 1
// expect-report: ^mem-uaf-host\.cu:16:24: error: use after free: read of 4 bytes at offset 0 of an allocation of 16 bytes allocated at mem-uaf-host\.cu:7:36, freed at mem-uaf-host\.cu:12:3
// expect-report: ^mem-uaf-host\.cu:16:24: note: read by the host thread
// expect-report: ^mem-uaf-host\.cu:7:36: note: 16 bytes allocated here by malloc
// expect-report: ^cudak: 1 error, 0 warnings \(seed 0\)
