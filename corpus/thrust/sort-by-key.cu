// thrust::sort_by_key and thrust::stable_sort_by_key: values follow their keys, equal keys keep
// their order (Thrust's radix sort of primitive keys is stable), descending with greater.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/functional.h>
#include <cstdio>

int main ()
{
  int keys[8] = { 1, 4, 2, 8, 5, 7, 2, 4 };
  char vals[8] = { 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h' };
  thrust::device_vector<int> k (keys, keys + 8);
  thrust::device_vector<char> v (vals, vals + 8);
  thrust::sort_by_key (k.begin (), k.end (), v.begin ());
  thrust::host_vector<int> hk = k;
  thrust::host_vector<char> hv = v;
  for (int i = 0; i < 8; i++)
    printf ("%d%c ", hk[i], hv[i]);
  printf ("\n");
  thrust::stable_sort_by_key (k.begin (), k.end (), v.begin (), thrust::greater<int> ());
  hk = k;
  hv = v;
  for (int i = 0; i < 8; i++)
    printf ("%d%c ", hk[i], hv[i]);
  printf ("\n");
  // on the host
  thrust::sort_by_key (keys, keys + 8, vals);
  for (int i = 0; i < 8; i++)
    printf ("%d%c ", keys[i], vals[i]);
  printf ("\n");
  return 0;
}

// Expected output computed with a host reference program (g++: std::stable_sort of the pairs).
// expect: 1a 2c 2g 4b 4h 5e 7f 8d 
// expect: 8d 7f 5e 4b 4h 2c 2g 1a 
// expect: 1a 2c 2g 4b 4h 5e 7f 8d 
