// corpus/frontend/valid/pp-include-guards.cu: include guards and #pragma once, local headers in
// subfolders found relative to the includer and through -I, each header included twice
// SPDX-License-Identifier: MIT
// cudak-args: -Iinclude
// nvcc-args: -Iinclude
#include <stdio.h>
#include <geom/shapes.h>
#include "geom/vec2.h"
#include "include/geom/shapes.h"
#include "include/local.h"
#include <geom/vec2.h>
#include "include/local.h"
#include <stdio.h>

__global__ void areas(const struct box *b, float *out, int n)
{
  int i = threadIdx.x;
  if (i < n)
    out[i] = box_area(b[i]) * LOCAL_SCALE;
}

int main(void)
{
  struct box h[3] = {{{0, 0}, {2, 3}}, {{1, 1}, {4, 2}}, {{-1, -1}, {1, 1}}};
  float a[3];
  struct box *db;
  float *da;
  cudaMalloc(&db, sizeof h);
  cudaMalloc(&da, sizeof a);
  cudaMemcpy(db, h, sizeof h, cudaMemcpyHostToDevice);
  areas<<<1, 32>>>(db, da, 3);
  cudaMemcpy(a, da, sizeof a, cudaMemcpyDeviceToHost);
  struct vec2 s = vec2_add(h[0].hi, h[1].hi);
  printf("%.1f %.1f %.1f\n", a[0], a[1], a[2]);
  printf("%.1f %.1f %.1f %d %d\n", s.x, s.y, vec2_dot(s, s), VEC2_INCLUDED, shapes_included_once);
  cudaFree(db);
  cudaFree(da);
  return 0;
}
//
// expect: 18.0 9.0 12.0
// expect: 6.0 5.0 61.0 1 1
