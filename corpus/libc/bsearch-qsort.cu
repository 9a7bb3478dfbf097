// corpus/libc/bsearch-qsort.cu: qsort and bsearch call back into the program's comparator. bsearch
// returned NULL after finding the key: its result was written through the caller's register
// file from before the comparator's calls, which had moved it (a use after free).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

int main(void)
{
  int a[7] = { 9, -1, 5, 0, 7, 3, 11 };
  qsort(a, 7, sizeof(int), cmp);
  for (int i = 0; i < 7; i++)
    printf("%d ", a[i]);
  printf("\n");
  int keys[3] = { 7, 4, -1 };
  for (int k = 0; k < 3; k++) {
    int *p = (int *) bsearch(&keys[k], a, 7, sizeof(int), cmp);
    printf("key %d: %s at %ld\n", keys[k], p ? "found" : "absent", p ? (long) (p - a) : -1L);
  }
  int *h = (int *) malloc(7 * sizeof(int));
  for (int i = 0; i < 7; i++)
    h[i] = a[i];
  int key = 11;
  int *q = (int *) bsearch(&key, h, 7, sizeof(int), cmp);
  printf("heap key %d at %ld\n", key, q ? (long) (q - h) : -1L);
  free(h);
  return 0;
}
// expect: -1 0 3 5 7 9 11 
// expect: key 7: found at 4
// expect: key 4: absent at -1
// expect: key -1: found at 0
// expect: heap key 11 at 6
