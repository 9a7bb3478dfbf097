// Two translation units and a shared header, linked by name (fuzz-frontend.c's //@@ markers).
#include <cstdio>
#include "inc.h"
int counter;                  /* tentative definition, merged with b.cu's */
static int hidden = 1;
extern int shared_total;
__global__ void kern (int *out) { out[threadIdx.x] = scale (threadIdx.x); }
int main (void)
{
  int *d;
  cudaMalloc (&d, 32 * sizeof (int));
  kern<<<1, 32>>> (d);
  cudaDeviceSynchronize ();
  printf ("%d %d %d\n", counter, hidden, shared_total + helper (2));
  cudaFree (d);
  return 0;
}
//@@ inc.h
#ifndef INC_H
#define INC_H
#define SCALE(x) ((x) * FUZZ_N)
__host__ __device__ inline int scale (int x) { return SCALE (x); }
extern "C" int helper (int);
#endif
//@@ b.cu
#include "inc.h"
#include <x.h>
int counter;
static int hidden = 2;
int shared_total = X_VALUE;
extern "C" int helper (int v) { return v + hidden + scale (v); }
//@@ inc/x.h
#pragma once
#define X_VALUE (__LINE__ + __COUNTER__)
