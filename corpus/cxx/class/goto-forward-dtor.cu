// A forward goto out of the scopes of objects with destructors destroys them first, the last
// declared first ([stmt.jump]p2), in host and device code; objects of the scopes it stays in
// live on (issue 19). Host lines as g++ prints them; the kernel's by hand: thread t leaves its
// loop at i == t, its Tracer's destructor counting the exits.
// SPDX-License-Identifier: MIT
#include <cstdio>

struct Noisy {
  int v;
  Noisy(int x) : v(x) { printf("ctor %d\n", v); }
  ~Noisy() { printf("dtor %d\n", v); }
};

struct Tracer {
  int *count;
  __device__ Tracer(int *c) : count(c) {}
  __device__ ~Tracer() { atomicAdd(count, 1); }
};

__global__ void search(int *count, int *found)
{
  int t = threadIdx.x;
  for (int i = 0; i < 8; i++) {
    Tracer tr(count);
    if (i == t)
      goto done;
  }
  found[t] = -1;
  return;
done:
  found[t] = t;
}

int main()
{
  Noisy outer(1);
  for (int i = 0; i < 3; i++) {
    Noisy a(10 + i);
    {
      Noisy b(20 + i);
      if (i == 1)
        goto out;
      printf("inner %d\n", i);
    }
    printf("end %d\n", i);
  }
out:
  printf("after the loop\n");
  {
    Noisy c(30);
    goto skip;          // leaves c's scope
  }
skip:
  printf("skipped\n");
  int *count, *found, h[5], n;
  cudaMalloc(&count, sizeof n);
  cudaMalloc(&found, sizeof h);
  cudaMemset(count, 0, sizeof n);
  search<<<1, 5>>>(count, found);
  cudaMemcpy(&n, count, sizeof n, cudaMemcpyDeviceToHost);
  cudaMemcpy(h, found, sizeof h, cudaMemcpyDeviceToHost);
  printf("destroyed %d, found %d %d %d %d %d\n", n, h[0], h[1], h[2], h[3], h[4]);
  cudaFree(count);
  cudaFree(found);
  return 0;
}
// expect: ctor 1
// expect: ctor 10
// expect: ctor 20
// expect: inner 0
// expect: dtor 20
// expect: end 0
// expect: dtor 10
// expect: ctor 11
// expect: ctor 21
// expect: dtor 21
// expect: dtor 11
// expect: after the loop
// expect: ctor 30
// expect: dtor 30
// expect: skipped
// expect: destroyed 15, found 0 1 2 3 4
// expect: dtor 1
