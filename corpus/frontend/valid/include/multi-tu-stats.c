/* corpus/frontend/valid/include/multi-tu-stats.c: the second translation unit of multi-tu.cu,
   a C file: its own static names, a definition of a tentatively defined global, and functions
   with C linkage */
#include <stdio.h>

int histogram_calls;             /* tentative here; multi-tu.cu also has one */
int threshold = 5;               /* the definition; multi-tu.cu declares it extern */
static int calls;                /* static: distinct from multi-tu.cu's own 'calls' */

static int above(const int *v, int n, int t)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    k += v[i] > t;
  return k;
}

int count_above(const int *v, int n)
{
  calls++;
  histogram_calls++;
  return above(v, n, threshold);
}

void print_stats(void)
{
  printf("stats: %d call(s) here, %d in all\n", calls, histogram_calls);
}
