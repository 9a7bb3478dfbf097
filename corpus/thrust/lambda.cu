// Extended device lambdas (nvcc --extended-lambda) passed to thrust::transform, count_if and
// sort, as course code writes them.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/count.h>
#include <thrust/sort.h>
#include <thrust/sequence.h>
#include <cstdio>

int main ()
{
  thrust::device_vector<int> v (10);
  thrust::sequence (v.begin (), v.end ());
  int k = 3;
  thrust::transform (v.begin (), v.end (), v.begin (), [=] __device__ (int x) { return x * k - 10; });
  long neg = thrust::count_if (v.begin (), v.end (), [] __device__ (int x) { return x < 0; });
  thrust::sort (v.begin (), v.end (), [] __device__ (int a, int b) { return (a % 4) < (b % 4); });
  thrust::host_vector<int> h = v;
  printf ("negative: %ld\n", neg);
  for (int i = 0; i < 10; i++)
    printf ("%d ", h[i]);
  printf ("\n");
  return 0;
}

// Expected output computed with a host reference program (g++: std::stable_sort with the same
// comparator; C's % keeps the sign of the dividend).
// nvcc-args: --extended-lambda
// expect: negative: 4
// expect: -7 -10 -1 -4 8 5 17 2 14 11 
