// corpus/frontend/valid/goto-switch.cu: switch with fallthrough and nested switches, continue
// and break inside a switch inside a loop (host and device), Duff's device, a backward goto
// retry loop on the host, and a forward goto out of nested loops in a kernel
// SPDX-License-Identifier: MIT
#include <stdio.h>

enum op { OP_NOP, OP_INC, OP_DOUBLE, OP_INC_TWICE, OP_STOP };

__device__ int classify(int x)
{
  int r = 0;
  switch (x % 4) {
  case 0:
    r += 100;        /* falls through */
  case 1:
    r += 10;
    /* fallthrough */
  case 2:
    r += 1;
    break;
  default:
    r = -1;
  }
  return r;
}

__global__ void find(const int *grid, int w, int h, int target, int *pos, int *cls)
{
  int found = -1;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (grid[y * w + x] == target + (int) threadIdx.x) {
        found = y * w + x;
        goto done;
      }
done:
  pos[threadIdx.x] = found;
  cls[threadIdx.x] = classify(threadIdx.x);
}

__global__ void run(const int *prog, int n, int *acc)
{
  int a = threadIdx.x;
  for (int pc = 0; pc < n; pc++) {
    switch (prog[pc]) {
    case OP_NOP:
      continue;
    case OP_INC_TWICE:
      a++;
    case OP_INC:
      a++;
      break;
    case OP_DOUBLE:
      a *= 2;
      break;
    case OP_STOP:
      pc = n;
      break;
    }
  }
  acc[threadIdx.x] = a;
}

static void copy_duff(char *to, const char *from, int count)
{
  int n = (count + 7) / 8;
  switch (count % 8) {
  case 0: do { *to++ = *from++;
  case 7:      *to++ = *from++;
  case 6:      *to++ = *from++;
  case 5:      *to++ = *from++;
  case 4:      *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}

static int weekday_kind(int d)
{
  switch (d) {
  case 0: case 6:
    return 'W';
  default:
    switch (d % 2) {
    case 0: return 'e';
    default: return 'o';
    }
  }
}

int main(void)
{
  int tries = 0;
retry:
  tries++;
  if (tries < 3)
    goto retry;
  printf("tries=%d\n", tries);

  char buf[32] = {0};
  copy_duff(buf, "duff's device copies 21", 21);
  printf("%s|", buf);
  for (int d = 0; d < 7; d++)
    putchar(weekday_kind(d));
  putchar('\n');

  int hgrid[12] = {5, 1, 7, 3, 9, 2, 8, 4, 6, 0, 11, 10}, *grid, *pos, *cls, *prog, *acc;
  int hprog[6] = {OP_INC, OP_NOP, OP_DOUBLE, OP_INC_TWICE, OP_STOP, OP_DOUBLE};
  int hpos[4], hcls[4], hacc[4];
  cudaMalloc(&grid, sizeof hgrid);
  cudaMalloc(&pos, sizeof hpos);
  cudaMalloc(&cls, sizeof hcls);
  cudaMalloc(&prog, sizeof hprog);
  cudaMalloc(&acc, sizeof hacc);
  cudaMemcpy(grid, hgrid, sizeof hgrid, cudaMemcpyHostToDevice);
  cudaMemcpy(prog, hprog, sizeof hprog, cudaMemcpyHostToDevice);
  find<<<1, 4>>>(grid, 4, 3, 9, pos, cls);
  run<<<1, 4>>>(prog, 6, acc);
  cudaMemcpy(hpos, pos, sizeof hpos, cudaMemcpyDeviceToHost);
  cudaMemcpy(hcls, cls, sizeof hcls, cudaMemcpyDeviceToHost);
  cudaMemcpy(hacc, acc, sizeof hacc, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; i++)
    printf("%d %d %d\n", hpos[i], hcls[i], hacc[i]);
  cudaFree(grid);
  cudaFree(pos);
  cudaFree(cls);
  cudaFree(prog);
  cudaFree(acc);
  return 0;
}
//
// expect: tries=3
// expect: duff's device copies |WoeoeoW
// expect: 4 111 4
// expect: 11 11 6
// expect: 10 1 8
// expect: -1 -1 10
