// corpus/legacy/include/sumsq-cpu.cu: a second definition of sumsq for link-type-redefined.cu
// SPDX-License-Identifier: MIT
// syntax-only
extern "C" double sumsq(const double *v, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += v[i] * v[i];
  return s;
}
