// corpus/simt/typed-access-nochecks.cu: loads and stores of whole and partial warps with every
// check off (issue 22: with nothing observing the accesses, the typed code computes the
// addresses, checks the warp's access once and moves the bytes itself): a negative int
// sign-extends, an unsigned and a float keep their bits, 8-byte values, a store of a computed
// value, one address for every lane, shared memory, odd lanes only; then lanes past the end
// of a buffer still fail the kernel (the bytes do not exist).
// cudak-args: --racecheck=no --memcheck=no --initcheck=no --synccheck=no --leakcheck=no --apicheck=no
// SPDX-License-Identifier: MIT
#include <stdio.h>

__global__ void moves(const int *a, const unsigned *u, const float *f, const long long *q,
                      const double *d, int *oi, unsigned *ou, float *of, long long *oq,
                      double *od) {
  int t = threadIdx.x;
  __shared__ int sh[64];
  int x = a[t];                       /* negative values: sign-extended */
  long long wide = x;                 /* uses the 8 bytes of the register */
  unsigned v = u[t];
  float y = f[t];
  sh[63 - t] = x * 3;
  __syncthreads();
  oi[t] = sh[t] + a[0];               /* one address for every lane */
  ou[t] = v + 1u;                     /* wraps at 0xffffffff */
  of[t] = y * 0.5f;
  oq[t] = q[t] * 3 + wide;
  od[t] = d[t] / 4.0;
  if (t & 1) {
    oi[t] = -a[t];                    /* odd lanes only */
    oq[t] = (long long) u[t] << 8;
  }
}

__global__ void past(const int *a, int *o, int n) {
  o[threadIdx.x] = a[threadIdx.x + n];
}

int main(void) {
  const int n = 64;
  int ha[n], hoi[n];
  unsigned hu[n], hou[n];
  float hf[n], hof[n];
  long long hq[n], hoq[n];
  double hd[n], hod[n];
  for (int i = 0; i < n; i++) {
    ha[i] = (i % 3 == 0 ? -1 : 1) * (i * 1000 + 7);
    hu[i] = 0xfffffff0u + (unsigned) i;
    hf[i] = (float) i / 8.0f - 3.0f;
    hq[i] = (long long) i * 0x100000001LL - 5;
    hd[i] = (double) i * 1.25 - 20.0;
  }
  int *a, *oi;
  unsigned *u, *ou;
  float *f, *of;
  long long *q, *oq;
  double *d, *od;
  cudaMalloc(&a, sizeof ha); cudaMalloc(&oi, sizeof ha);
  cudaMalloc(&u, sizeof hu); cudaMalloc(&ou, sizeof hu);
  cudaMalloc(&f, sizeof hf); cudaMalloc(&of, sizeof hf);
  cudaMalloc(&q, sizeof hq); cudaMalloc(&oq, sizeof hq);
  cudaMalloc(&d, sizeof hd); cudaMalloc(&od, sizeof hd);
  cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(u, hu, sizeof hu, cudaMemcpyHostToDevice);
  cudaMemcpy(f, hf, sizeof hf, cudaMemcpyHostToDevice);
  cudaMemcpy(q, hq, sizeof hq, cudaMemcpyHostToDevice);
  cudaMemcpy(d, hd, sizeof hd, cudaMemcpyHostToDevice);
  moves<<<1, n>>>(a, u, f, q, d, oi, ou, of, oq, od);
  cudaMemcpy(hoi, oi, sizeof hoi, cudaMemcpyDeviceToHost);
  cudaMemcpy(hou, ou, sizeof hou, cudaMemcpyDeviceToHost);
  cudaMemcpy(hof, of, sizeof hof, cudaMemcpyDeviceToHost);
  cudaMemcpy(hoq, oq, sizeof hoq, cudaMemcpyDeviceToHost);
  cudaMemcpy(hod, od, sizeof hod, cudaMemcpyDeviceToHost);
  long long si = 0, sq = 0;
  unsigned su = 0;
  double sf = 0, sd = 0;
  for (int i = 0; i < n; i++) {
    si += (long long) hoi[i] * (i + 1);
    su = su * 31u + hou[i];
    sf += hof[i] * (i + 1);
    sq = sq * 7 + hoq[i];
    sd += hod[i] * (i + 1);
  }
  int bad = 0;
  for (int t = 0; t < n; t++) {
    int ei = (ha[63 - t] * 3) + ha[0];
    long long eq = hq[t] * 3 + (long long) ha[t];
    if (t & 1) {
      ei = -ha[t];
      eq = (long long) hu[t] << 8;
    }
    bad += hoi[t] != ei;
    bad += hou[t] != hu[t] + 1u;
    bad += hof[t] != hf[t] * 0.5f;
    bad += hoq[t] != eq;
    bad += hod[t] != hd[t] / 4.0;
  }
  printf("mismatches %d\n", bad);
  printf("%d %d %d %d\n", hoi[0], hoi[1], hoi[2], hoi[63]);
  printf("%u %u %u\n", hou[0], hou[15], hou[16]);
  printf("%g %g %lld %lld %g\n", hof[0], hof[63], hoq[0], hoq[3], hod[5]);
  printf("%lld %u %g %lld %g\n", si, su, sf, sq, sd);
  past<<<1, 32>>>(a, oi, 48);
  printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  cudaFree(a); cudaFree(oi); cudaFree(u); cudaFree(ou); cudaFree(f); cudaFree(of);
  cudaFree(q); cudaFree(oq); cudaFree(d); cudaFree(od);
  return 0;
}
// expect: mismatches 0
// expect: -189028 -1007 183014 63007
// expect: 4294967281 0 1
// expect: -1.5 2.4375 -22 1099511624448 -3.4375
// expect: 9707858 1506280480 2340 -3051892440318679990 16900
// expect: cudaErrorIllegalAddress
