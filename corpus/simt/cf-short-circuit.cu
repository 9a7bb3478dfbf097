// corpus/simt/cf-short-circuit.cu: && and || whose operands call functions with side effects
// (they count their calls), so a lane must evaluate the right operand only when C says so;
// also in loop conditions and as values.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 48

__device__ int probe(int *count, int v)
{
  (*count)++;
  return v;
}

__global__ void sc(int *out)
{
  int t = threadIdx.x;
  int c1 = 0, c2 = 0, c3 = 0, r = 0;
  if (probe(&c1, t % 2) && probe(&c2, t % 3) && probe(&c3, t % 5))
    r += 1;
  if (probe(&c1, t % 4 == 0) || probe(&c2, t % 6 == 1) || probe(&c3, t > 40))
    r += 10;
  if ((probe(&c1, t & 1) || probe(&c2, t & 2)) && !probe(&c3, t & 4))
    r += 100;
  int i = 0;
  while (i < 10 && (probe(&c1, i) < t % 7 || probe(&c2, i == 3)))
    i++;
  int v = probe(&c3, t % 3) && probe(&c3, t % 8 != 0);
  int w = probe(&c2, t > 30) || probe(&c2, t < 5);
  out[2 * t] = r + 1000 * (v + 2 * w) + 10000 * i;
  out[2 * t + 1] = c1 * 10000 + c2 * 100 + c3;
}

int main(void)
{
  int h[2 * NT], *d;
  cudaMalloc(&d, sizeof h);
  sc<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: r=%d calls=%d\n", i, h[2 * i], h[2 * i + 1]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: r=2010 calls=40401
// expect: thread 1: r=13111 calls=50504
// expect: thread 2: r=23100 calls=60504
// expect: thread 3: r=42100 calls=80603
// expect: thread 4: r=43010 calls=80402
// expect: thread 5: r=51000 calls=90505
// expect: thread 6: r=60000 calls=100503
// expect: thread 7: r=1011 calls=40504
// expect: thread 8: r=10010 calls=50402
// expect: thread 9: r=20100 calls=60503
// expect: thread 10: r=41100 calls=80604
// expect: thread 11: r=41101 calls=80505
// expect: thread 12: r=50010 calls=90401
// expect: thread 13: r=61011 calls=100504
// expect: thread 14: r=1000 calls=40504
// expect: thread 15: r=10000 calls=50503
// expect: thread 16: r=20010 calls=60402
// expect: thread 17: r=41101 calls=80605
// expect: thread 18: r=40100 calls=80503
// expect: thread 19: r=51111 calls=90504
// expect: thread 20: r=61010 calls=100402
// expect: thread 21: r=0 calls=40503
// expect: thread 22: r=11000 calls=50504
// expect: thread 23: r=21001 calls=60505
// expect: thread 24: r=40010 calls=80501
// expect: thread 25: r=41110 calls=80504
// expect: thread 26: r=51100 calls=90504
// expect: thread 27: r=60100 calls=100503
// expect: thread 28: r=1010 calls=40402
// expect: thread 29: r=11001 calls=50505
// expect: thread 30: r=20000 calls=60503
// expect: thread 31: r=43011 calls=80504
// expect: thread 32: r=42010 calls=80302
// expect: thread 33: r=52100 calls=90403
// expect: thread 34: r=63100 calls=100404
// expect: thread 35: r=3100 calls=40405
// expect: thread 36: r=12010 calls=50301
// expect: thread 37: r=23011 calls=60404
// expect: thread 38: r=43000 calls=80504
// expect: thread 39: r=42000 calls=80403
// expect: thread 40: r=52010 calls=90302
// expect: thread 41: r=63111 calls=100405
// expect: thread 42: r=2110 calls=40403
// expect: thread 43: r=13111 calls=50404
// expect: thread 44: r=23010 calls=60302
// expect: thread 45: r=42010 calls=80503
// expect: thread 46: r=43010 calls=80404
// expect: thread 47: r=53011 calls=90405
