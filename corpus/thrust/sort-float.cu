// thrust::sort of floats gives the order of Thrust's radix sort: stable, -0.0 before +0.0,
// -inf first and +inf last; a user comparator sorts by it (a stable merge order).
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <cmath>
#include <cstdio>

struct by_abs
{
  __host__ __device__ bool operator() (float a, float b) const { return fabsf (a) < fabsf (b); }
};

int main ()
{
  float in[9] = { 0.0f, -1.5f, 2.25f, -0.0f, INFINITY, 1.0f, -INFINITY, -2.0f, 0.5f };
  thrust::device_vector<float> d (in, in + 9);
  thrust::sort (d.begin (), d.end ());
  for (int i = 0; i < 9; i++)
    printf ("%g ", (float) d[i]);
  printf ("\n");
  thrust::device_vector<float> e (in, in + 9);
  thrust::sort (e.begin (), e.end (), by_abs ());
  for (int i = 0; i < 9; i++)
    printf ("%g ", (float) e[i]);
  printf ("\n");
  return 0;
}

// Expected output computed with a host reference program (g++: std::stable_sort with the radix
// order of the bits, then with |a| < |b|).
// expect: -inf -2 -1.5 -0 0 0.5 1 2.25 inf 
// expect: 0 -0 0.5 1 -1.5 -2 2.25 inf -inf 
