// A class with a non-trivial copy and move constructor and destructor taken by value by a
// __device__ function that moves from it: the caller's temporary is the callee's parameter
// (Itanium C++ ABI, as nvcc's device code passes it), so the object the callee moved from is
// the one destroyed after the call and each token is given back exactly once. A byte copy of the
// parameter would give the caller's temporary back a second time (count -1 per thread).
// Expected values by hand. SPDX-License-Identifier: MIT
#include <cstdio>
#include <utility>

struct Tok {
  int *slot;
  __device__ explicit Tok(int *s) : slot(s) { atomicAdd(slot, 1); }
  __device__ Tok(const Tok &o) : slot(o.slot) { if (slot) atomicAdd(slot, 1); }
  __device__ Tok(Tok &&o) : slot(o.slot) { o.slot = nullptr; }
  __device__ ~Tok() { if (slot) atomicSub(slot, 1); }
};

__device__ int sink(Tok t, int *moved_out) {
  Tok mine(std::move(t));
  *moved_out += t.slot == nullptr;
  return mine.slot != nullptr;
}

__device__ int peek(Tok t) { return t.slot != nullptr; }

__global__ void k(int *live, int *moved, int *held) {
  int i = threadIdx.x;
  int h = sink(Tok(&live[i]), &moved[i]);
  Tok mine(&live[i]);
  h += sink(mine, &moved[i]);              // a copy: mine keeps its token
  h += sink(std::move(mine), &moved[i]);   // moved from: mine is empty after
  h += peek(Tok(&live[i]));
  held[i] = h * 10 + (mine.slot == nullptr);
}

int main() {
  int *live, *moved, *held;
  cudaMallocManaged(&live, 4 * sizeof(int));
  cudaMallocManaged(&moved, 4 * sizeof(int));
  cudaMallocManaged(&held, 4 * sizeof(int));
  for (int i = 0; i < 4; i++)
    live[i] = moved[i] = held[i] = 0;
  k<<<1, 4>>>(live, moved, held);
  cudaDeviceSynchronize();
  for (int i = 0; i < 4; i++)
    printf("%d: live %d moved %d held %d\n", i, live[i], moved[i], held[i]);
  cudaFree(live);
  cudaFree(moved);
  cudaFree(held);
  return 0;
}
// expect: 0: live 0 moved 3 held 41
// expect: 1: live 0 moved 3 held 41
// expect: 2: live 0 moved 3 held 41
// expect: 3: live 0 moved 3 held 41
