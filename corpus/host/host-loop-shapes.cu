// corpus/host/host-loop-shapes.cu: the loop shapes the host thread runs in place (issue 22,
// semantics/host-step.c: a loop's step, test and exit in one turn, the common movs and
// row-major addresses computed without their node functions, loads chained to the next
// statement): loops counting by int, unsigned, size_t and long long, bounds in constants and in
// registers, loads of each integer width (sign- and zero-extended) and of float and double
// through a[i] and a[r * n + c], a float product's sum rounded step by step (no fma), a loop
// whose test is false at once, a loop that leaves by break and nested loops; the values are
// those gcc's compiled C gives.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>

#define N 12

int main(int argc, char **argv) {
  (void) argv;
  int n = N + argc - 1;                 /* N, in a register */
  signed char *c = (signed char *) malloc(n * n);
  unsigned char *uc = (unsigned char *) malloc(n * n);
  short *h = (short *) malloc(n * n * sizeof(short));
  unsigned short *uh = (unsigned short *) malloc(n * n * sizeof(unsigned short));
  int *w = (int *) malloc(n * n * sizeof(int));
  unsigned *uw = (unsigned *) malloc(n * n * sizeof(unsigned));
  long long *q = (long long *) malloc(n * n * sizeof(long long));
  float *f = (float *) malloc(n * n * sizeof(float));
  double *d = (double *) malloc(n * n * sizeof(double));
  for (int i = 0; i < n * n; i++) {
    c[i] = (signed char) (i * 37 - 2000);
    uc[i] = (unsigned char) (i * 37 - 2000);
    h[i] = (short) (i * 3001 - 90000);
    uh[i] = (unsigned short) (i * 3001 - 90000);
    w[i] = (int) ((unsigned) i * 123456789u);
    uw[i] = (unsigned) i * 4000000000u;
    q[i] = (long long) i * -987654321987LL;
    f[i] = 1.0f / (float) (i + 3);
    d[i] = 1.0 / (double) (i + 7);
  }
  long long s = 0;
  for (int i = 0; i < N * N; i++)       /* bound a constant */
    s += c[i];
  printf("c %lld\n", s);
  s = 0;
  for (int i = 0; i < n * n; i++)       /* bound in a register */
    s += uc[i] + h[i];
  printf("uc+h %lld\n", s);
  s = 0;
  for (unsigned i = 0; i < (unsigned) (n * n); i++)
    s += uh[i];
  printf("uh %lld\n", s);
  s = 0;
  for (size_t i = 0; i < (size_t) n * n; i += 1)
    s += w[i];
  printf("w %lld\n", s);
  s = 0;
  for (long long i = 0; i < n * n; i++)
    s += uw[i] ^ q[i];
  printf("uw^q %lld\n", s);
  /* row-major elements: a[r * n + c] */
  double dd = 0;
  float ff = 0;
  for (int r = 0; r < n; r++)
    for (int k = 0; k < N; k++) {
      ff += f[r * N + k] * f[k * n + r];
      dd += d[r * n + k] * d[k * N + r];
    }
  printf("ff %.9g dd %.17g\n", ff, dd);
  /* a product whose sum rounds at each step */
  float *m = (float *) malloc(n * n * sizeof(float));
  for (int r = 0; r < n; r++)
    for (int col = 0; col < n; col++) {
      float acc = 0.0f;
      for (int k = 0; k < n; k++)
        acc += f[r * n + k] * f[k * n + col];
      m[r * n + col] = acc;
    }
  double t = 0;
  for (int i = 0; i < n * n; i++)
    t += m[i] * (i % 5 + 1);
  printf("m %.17g\n", t);
  /* element-wise loops: loads, an operation, a store (the fused loop's stores) */
  int nn = n * n;
  float *fv = (float *) malloc(n * n * sizeof(float));
  double *dv = (double *) malloc(n * n * sizeof(double));
  int *iv = (int *) malloc(n * n * sizeof(int));
  for (int i = 0; i < nn; i++)
    fv[i] = 0.0f;
  for (int i = 0; i < nn; i++)
    fv[i] = f[i] + f[n * n - 1 - i];
  for (int i = 0; i < nn; i++)
    fv[i] = f[i] + fv[i];
  for (int i = 0; i < nn; i++)
    fv[i] = fv[i] * f[i] - 1e-3f;
  for (int i = 0; i < nn; i++)
    dv[i] = d[i] * d[i];
  for (int i = 0; i < nn; i++)
    dv[i] = dv[i] - d[i] + 0.5;
  for (int i = 0; i < nn; i++)
    iv[i] = i * 3 - 100;
  for (int i = 0; i < nn; i++) {
    int x = iv[i], y = iv[n * n - 1 - i];
    iv[i] = x + y;
  }
  int *jv = (int *) malloc(n * n * sizeof(int));
  for (int i = 0; i < nn; i++)
    jv[i] = i % 17 - 8;
  for (int i = 0; i < nn; i++) {
    int x = iv[i], y = jv[i];
    iv[i] = x + y;
  }
  free(jv);
  double ev = 0;
  long long es = 0;
  for (int i = 0; i < nn; i++) {
    ev += fv[i] * (double) (i + 1) + dv[i];
    es += iv[i] ^ i;
  }
  printf("ev %.17g es %lld\n", ev, es);
  free(fv); free(dv); free(iv);
  /* a test false at once, and a loop left by break */
  int z = 0;
  for (int i = n; i < N; i++)
    z += w[i];
  for (int i = 0; i < n * n; i++) {
    if (c[i] > 100)
      break;
    z += c[i];
  }
  printf("z %d\n", z);
  free(c); free(uc); free(h); free(uh); free(w); free(uw); free(q); free(f); free(d); free(m);
  return 0;
}
// expect: c -232
// expect: uc+h -65392
// expect: uh 4765560
// expect: w -199220072
// expect: uw^q -10168896785350312
// expect: ff 0.228364125 dd 0.091106668643451821
// expect: m 5.1354719386436045
// expect: ev 69.096909130062969 es 49116
// expect: z 133
