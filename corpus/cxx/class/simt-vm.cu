// corpus/cxx/class/simt-vm.cu: corpus/simt/cf-vm.cu with classes: the register machine is an
// object (registers, program counter and step count are data members; the dispatch is a member
// function returning whether to go on), so its loop runs through member calls on `this`, with a
// constructor and a const accessor. Same expected output as the original.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <cuda_runtime.h>

#define NT 36

enum { SETA, MULAB, ADDAB, DECB, JZB, JMP, HALT, ODDA, HALFA, TRIPA, INCB, JEQA };

class Machine {
  const int *code;
  int entry, pc, a, b, steps, result;
public:
  __device__ Machine(const int *c, int e, int a0, int b0)
    : code(c), entry(e), pc(e), a(a0), b(b0), steps(0), result(-1) {}
  __device__ int fetch() { return code[pc++]; }
  /* one instruction; false once halted */
  __device__ bool step()
  {
    int op = fetch();
    steps++;
    switch (op) {
    case SETA: a = fetch(); return true;
    case MULAB: a *= b; return true;
    case ADDAB: a += b; return true;
    case DECB: b--; return true;
    case INCB: b++; return true;
    case JZB:
      if (b == 0) {
        pc = code[pc];
        return true;
      }
      pc++;
      return true;
    case JMP: pc = code[pc]; return true;
    case ODDA:
      if (a & 1)
        pc = code[pc];
      else
        pc++;
      return true;
    case HALFA: a /= 2; return true;
    case TRIPA: a = 3 * a + 1; return true;
    case JEQA:
      if (a == code[pc]) {
        pc = code[pc + 1];
        return true;
      }
      pc += 2;
      return true;
    case HALT:
      result = entry == 18 ? b : a;
      return false;
    default:
      return false;
    }
  }
  __device__ int run() { while (step()) {} return result; }
  __device__ int steps_taken() const { return steps; }
};

__global__ void vm(int *out)
{
  const int code[] = {
    SETA, 1, JZB, 8, MULAB, DECB, JMP, 2, HALT,
    SETA, 0, JZB, 17, ADDAB, DECB, JMP, 11, HALT,
    JEQA, 1, 32, INCB, ODDA, 28, HALFA, JMP, 18, HALT, TRIPA, JMP, 18, HALT, HALT
  };
  int t = threadIdx.x;
  const int entries[3] = { 0, 9, 18 };
  int e = entries[t % 3];
  Machine m(code, e, e == 18 ? t + 1 : 0, e == 18 ? 0 : t % 9);
  out[2 * t] = m.run();
  out[2 * t + 1] = m.steps_taken();
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
