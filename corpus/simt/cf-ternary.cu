// corpus/simt/cf-ternary.cu: ?: whose arms call functions with side effects, nested ?:, and ?:
// as a call argument and in a loop; only the chosen arm may run for each lane.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 44

__device__ int bump(int *c, int v)
{
  *c += 1;
  return v;
}

__device__ int twice(int *c, int v)
{
  *c += 100;
  return 2 * v;
}

__global__ void tern(int *out)
{
  int t = threadIdx.x;
  int ca = 0, cb = 0;
  int x = t % 3 ? bump(&ca, t) : twice(&cb, t);
  int y = t < 10 ? bump(&ca, 1) : t < 20 ? twice(&cb, 3) : t % 2 ? bump(&cb, 5) : 7;
  int z = bump(&ca, t & 1 ? twice(&ca, x) : bump(&cb, y));
  for (int i = 0; i < 5; i++)
    z += (i + t) % 4 == 0 ? twice(&ca, i) : (i & 1 ? bump(&cb, -i) : 0);
  out[2 * t] = x * 10000 + y * 100 + z;
  out[2 * t + 1] = ca * 1000 + cb;
}

int main(void)
{
  int h[2 * NT], *d;
  cudaMalloc(&d, sizeof h);
  tern<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: %d counts %d\n", i, h[2 * i], h[2 * i + 1]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: 105 counts 202103
// expect: thread 1: 10107 counts 203001
// expect: thread 2: 20101 counts 103003
// expect: thread 3: 60111 counts 202101
// expect: thread 4: 40105 counts 203003
// expect: thread 5: 50115 counts 203001
// expect: thread 6: 120101 counts 102103
// expect: thread 7: 70113 counts 203001
// expect: thread 8: 80105 counts 203003
// expect: thread 9: 180141 counts 202101
// expect: thread 10: 100606 counts 102103
// expect: thread 11: 110621 counts 202101
// expect: thread 12: 240610 counts 201203
// expect: thread 13: 130631 counts 202101
// expect: thread 14: 140606 counts 102103
// expect: thread 15: 300659 counts 201201
// expect: thread 16: 160610 counts 202103
// expect: thread 17: 170639 counts 202101
// expect: thread 18: 360606 counts 101203
// expect: thread 19: 190637 counts 202101
// expect: thread 20: 200711 counts 202003
// expect: thread 21: 420589 counts 201102
// expect: thread 22: 220707 counts 102003
// expect: thread 23: 230545 counts 202002
// expect: thread 24: 480711 counts 201103
// expect: thread 25: 250555 counts 202002
// expect: thread 26: 260707 counts 102003
// expect: thread 27: 540607 counts 201102
// expect: thread 28: 280711 counts 202003
// expect: thread 29: 290563 counts 202002
// expect: thread 30: 600707 counts 101103
// expect: thread 31: 310561 counts 202002
// expect: thread 32: 320711 counts 202003
// expect: thread 33: 660637 counts 201102
// expect: thread 34: 340707 counts 102003
// expect: thread 35: 350569 counts 202002
// expect: thread 36: 720711 counts 201103
// expect: thread 37: 370579 counts 202002
// expect: thread 38: 380707 counts 102003
// expect: thread 39: 780655 counts 201102
// expect: thread 40: 400711 counts 202003
// expect: thread 41: 410587 counts 202002
// expect: thread 42: 840707 counts 101103
// expect: thread 43: 430585 counts 202002
