// corpus/frontend/valid/struct-members.cu: nested anonymous struct and union members, a flexible
// array member allocated with malloc, static local variables, enumerators as array sizes and
// indices, and offsetof over all of them
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>

enum channel { CH_R, CH_G, CH_B, CH_COUNT };
enum { HIST_BINS = CH_COUNT * 4 };

struct pixel {
  int kind;
  union {                      /* anonymous union */
    struct { unsigned char r, g, b, a; };  /* anonymous struct inside it */
    unsigned int rgba;
    unsigned char ch[CH_COUNT + 1];
  };
  struct {
    short x, y;
  } pos;                       /* a named member of an unnamed struct type */
};

struct samples {
  int n;
  float scale;
  float v[];                   /* flexible array member */
};

static int next_id(void)
{
  static int id = 100;         /* keeps its value between calls */
  return id++;
}

static const char *channel_name(enum channel c)
{
  static const char *const names[CH_COUNT] = {[CH_R] = "red", [CH_G] = "green", [CH_B] = "blue"};
  return names[c];
}

__global__ void brighten(struct pixel *p, int n, int by)
{
  int i = threadIdx.x;
  if (i < n) {
    p[i].r += by;
    p[i].ch[CH_B] += by;
    p[i].pos.x += 1;
  }
}

int main(void)
{
  int hist[HIST_BINS] = {0};
  struct pixel px[2];
  px[0].kind = 1;
  px[0].rgba = 0x04030201u;   /* little-endian: r=1 g=2 b=3 a=4 */
  px[0].pos.x = 5;
  px[0].pos.y = 6;
  px[1].kind = 2;
  px[1].r = 10;
  px[1].g = 20;
  px[1].b = 30;
  px[1].a = 40;
  px[1].pos.x = -1;
  px[1].pos.y = -2;
  printf("%d %d %d %d | %u\n", px[0].r, px[0].g, px[0].ch[CH_B], px[0].a, px[1].rgba & 0xffu);
  printf("sizes %d %d %d | offsets %d %d %d\n", (int) sizeof(struct pixel), (int) sizeof(struct samples),
         HIST_BINS, (int) offsetof(struct pixel, g), (int) offsetof(struct pixel, pos),
         (int) offsetof(struct samples, v));

  struct pixel *d;
  cudaMalloc(&d, sizeof px);
  cudaMemcpy(d, px, sizeof px, cudaMemcpyHostToDevice);
  brighten<<<1, 32>>>(d, 2, 5);
  cudaMemcpy(px, d, sizeof px, cudaMemcpyDeviceToHost);
  cudaFree(d);
  for (int i = 0; i < 2; i++) {
    hist[CH_R * 4 + px[i].r % 4]++;
    printf("pixel %d: %s=%d %s=%d %s=%d at (%d,%d)\n", i, channel_name(CH_R), px[i].r,
           channel_name(CH_G), px[i].g, channel_name(CH_B), px[i].b, px[i].pos.x, px[i].pos.y);
  }
  printf("hist %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3]);

  int n = 5;
  struct samples *s = (struct samples *) malloc(sizeof(struct samples) + n * sizeof(float));
  s->n = n;
  s->scale = 0.5f;
  for (int i = 0; i < n; i++)
    s->v[i] = i * s->scale;
  printf("%.1f %.1f\n", s->v[1], s->v[s->n - 1]);
  free(s);
  int a = next_id(), b = next_id(), c = next_id();
  printf("%d %d %d\n", a, b, c);
  return 0;
}
//
// expect: 1 2 3 4 | 10
// expect: sizes 12 8 12 | offsets 5 8 8
// expect: pixel 0: red=6 green=2 blue=8 at (6,6)
// expect: pixel 1: red=15 green=20 blue=35 at (0,-2)
// expect: hist 0 0 1 1
// expect: 0.5 2.0
// expect: 100 101 102
