// Issue 19 defect: malloc'd memory released by delete, and new'd memory released by free.
#include <cstdlib>

int main()
{
  float *h = (float *) malloc(8 * sizeof(float));
  delete[] h;
  float *g = new float[8];
  free(g);
  return 0;
}
// expect-exit: 1
// expect-report: ^free-new-mismatch\.cu:7:3: error: mismatched free: 'delete\[\]' of memory allocated by malloc$
// expect-report: ^free-new-mismatch\.cu:9:3: error: mismatched free: 'free' of memory allocated by new\[\]$
// expect-report: ^free-new-mismatch\.cu:6:24: warning: leak: 32 bytes allocated by malloc are never freed$
// expect-report: ^free-new-mismatch\.cu:8:14: warning: leak: 32 bytes allocated by new\[\] are never freed$
