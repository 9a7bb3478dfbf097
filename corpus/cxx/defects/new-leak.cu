// Issue 19 defect: host arrays of new[] never deleted are leaks, as malloc's are.
#include <cstdio>

int main()
{
  const int n = 100;
  float *h_a = new float[n];
  for (int i = 0; i < n; i++)
    h_a[i] = 1.0f;
  printf("%.1f\n", h_a[n - 1]);
  return 0;
}
// expect: 1.0
// expect-report: ^new-leak\.cu:7:16: warning: leak: 400 bytes allocated by new\[\] are never freed$
