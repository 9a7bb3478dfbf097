// Sorting random keys with thrust::sort on the device (Thrust's examples/sort.cu): keys from a
// linear congruential generator, sorted ascending, then descending with thrust::greater.
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/copy.h>
#include <thrust/functional.h>
#include <cstdio>

int main ()
{
  const int N = 3000;
  thrust::host_vector<unsigned> h (N);
  unsigned x = 12345;
  for (int i = 0; i < N; i++)
    {
      x = x * 1103515245u + 12345u;
      h[i] = (x >> 16) % 1000;
    }
  thrust::device_vector<unsigned> d = h;
  thrust::sort (d.begin (), d.end ());
  thrust::copy (d.begin (), d.end (), h.begin ());
  bool sorted = true;
  for (int i = 1; i < N; i++)
    if (h[i - 1] > h[i])
      sorted = false;
  printf ("sorted: %s\n", sorted ? "yes" : "no");
  printf ("first %u %u %u, median %u, last %u\n", h[0], h[1], h[2], h[N / 2], h[N - 1]);
  thrust::sort (d.begin (), d.end (), thrust::greater<unsigned> ());
  printf ("descending: %u %u ... %u\n", (unsigned) d[0], (unsigned) d[1], (unsigned) d[N - 1]);
  return 0;
}

// Expected output computed with a host reference program (g++: std::sort of the same keys).
// expect: sorted: yes
// expect: first 0 0 0, median 504, last 999
// expect: descending: 999 999 ... 0
