// corpus/simt/cf-vm.cu: a tiny register machine per thread: a while loop around a dense switch
// over opcodes, jumps that set the machine's program counter, a halt that returns from inside
// the switch, and three programs chosen per lane, so the lanes of a warp walk different paths
// through the switch at every step. The code lives in a local array (local memory).
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 36

enum { SETA, MULAB, ADDAB, DECB, JZB, JMP, HALT, ODDA, HALFA, TRIPA, INCB, JEQA };

__device__ int run(int entry, int a, int b, int *steps)
{
  const int code[] = {
    /* 0: a = b! */
    SETA, 1,        /*  0 */
    JZB, 8,         /*  2 */
    MULAB,          /*  4 */
    DECB,           /*  5 */
    JMP, 2,         /*  6 */
    HALT,           /*  8 */
    /* 9: a = 1 + 2 + ... + b */
    SETA, 0,        /*  9 */
    JZB, 17,        /* 11 */
    ADDAB,          /* 13 */
    DECB,           /* 14 */
    JMP, 11,        /* 15 */
    HALT,           /* 17 */
    /* 18: b = Collatz steps of a */
    JEQA, 1, 32,    /* 18: if a == 1 goto 32 */
    INCB,           /* 21 */
    ODDA, 28,       /* 22: if a is odd goto 28 */
    HALFA,          /* 24 */
    JMP, 18,        /* 25 */
    HALT,           /* 27: never reached */
    TRIPA,          /* 28 */
    JMP, 18,        /* 29 */
    HALT,           /* 31: never reached */
    HALT            /* 32 */
  };
  int pc = entry;
  *steps = 0;
  while (1) {
    int op = code[pc++];
    (*steps)++;
    switch (op) {
    case SETA:
      a = code[pc++];
      break;
    case MULAB:
      a *= b;
      break;
    case ADDAB:
      a += b;
      break;
    case DECB:
      b--;
      break;
    case INCB:
      b++;
      break;
    case JZB:
      if (b == 0) {
        pc = code[pc];
        continue;
      }
      pc++;
      break;
    case JMP:
      pc = code[pc];
      break;
    case ODDA:
      if (a & 1)
        pc = code[pc];
      else
        pc++;
      break;
    case HALFA:
      a /= 2;
      break;
    case TRIPA:
      a = 3 * a + 1;
      break;
    case JEQA:
      if (a == code[pc]) {
        pc = code[pc + 1];
        break;
      }
      pc += 2;
      break;
    case HALT:
      return entry == 18 ? b : a;
    default:
      return -1;
    }
  }
}

__global__ void vm(int *out)
{
  int t = threadIdx.x;
  const int entries[3] = { 0, 9, 18 };
  int steps;
  int e = entries[t % 3];
  out[2 * t] = run(e, e == 18 ? t + 1 : 0, e == 18 ? 0 : t % 9, &steps);
  out[2 * t + 1] = steps;
}

int main(void)
{
  int h[2 * NT], *d;
  cudaMalloc(&d, sizeof h);
  vm<<<1, NT>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < NT; i++)
    printf("thread %d: program %d result %d in %d steps\n", i, i % 3, h[2 * i], h[2 * i + 1]);
  cudaFree(d);
  return 0;
}
// cudak-args: --verify-cfc
// expect: thread 0: program 0 result 1 in 3 steps
// expect: thread 1: program 1 result 1 in 7 steps
// expect: thread 2: program 2 result 7 in 37 steps
// expect: thread 3: program 0 result 6 in 15 steps
// expect: thread 4: program 1 result 10 in 19 steps
// expect: thread 5: program 2 result 8 in 42 steps
// expect: thread 6: program 0 result 720 in 27 steps
// expect: thread 7: program 1 result 28 in 31 steps
// expect: thread 8: program 2 result 19 in 97 steps
// expect: thread 9: program 0 result 1 in 3 steps
// expect: thread 10: program 1 result 1 in 7 steps
// expect: thread 11: program 2 result 9 in 47 steps
// expect: thread 12: program 0 result 6 in 15 steps
// expect: thread 13: program 1 result 10 in 19 steps
// expect: thread 14: program 2 result 17 in 87 steps
// expect: thread 15: program 0 result 720 in 27 steps
// expect: thread 16: program 1 result 28 in 31 steps
// expect: thread 17: program 2 result 20 in 102 steps
// expect: thread 18: program 0 result 1 in 3 steps
// expect: thread 19: program 1 result 1 in 7 steps
// expect: thread 20: program 2 result 7 in 37 steps
// expect: thread 21: program 0 result 6 in 15 steps
// expect: thread 22: program 1 result 10 in 19 steps
// expect: thread 23: program 2 result 10 in 52 steps
// expect: thread 24: program 0 result 720 in 27 steps
// expect: thread 25: program 1 result 28 in 31 steps
// expect: thread 26: program 2 result 111 in 557 steps
// expect: thread 27: program 0 result 1 in 3 steps
// expect: thread 28: program 1 result 1 in 7 steps
// expect: thread 29: program 2 result 18 in 92 steps
// expect: thread 30: program 0 result 6 in 15 steps
// expect: thread 31: program 1 result 10 in 19 steps
// expect: thread 32: program 2 result 26 in 132 steps
// expect: thread 33: program 0 result 720 in 27 steps
// expect: thread 34: program 1 result 28 in 31 steps
// expect: thread 35: program 2 result 21 in 107 steps
