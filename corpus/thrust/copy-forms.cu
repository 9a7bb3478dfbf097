// thrust::copy in each direction: host to device, device to host, device to device (a kernel),
// a computed device range (transform_iterator) to a host array, a counting_iterator to the
// device, copy_n, and host to host.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/copy.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/functional.h>
#include <cstdio>

int main ()
{
  int src[6] = { 3, 1, 4, 1, 5, 9 };
  thrust::device_vector<int> d (6), e (6);
  thrust::copy (src, src + 6, d.begin ());
  thrust::copy (d.begin (), d.end (), e.begin ());
  int back[6];
  thrust::copy (e.begin (), e.end (), back);
  printf ("round trip: %d %d %d %d %d %d\n", back[0], back[1], back[2], back[3], back[4], back[5]);

  int neg[6];
  thrust::copy (thrust::make_transform_iterator (d.begin (), thrust::negate<int> ()),
                thrust::make_transform_iterator (d.end (), thrust::negate<int> ()), neg);
  printf ("negated: %d %d %d\n", neg[0], neg[2], neg[5]);

  thrust::copy (thrust::counting_iterator<int> (100), thrust::counting_iterator<int> (106), d.begin ());
  thrust::host_vector<int> h (6);
  thrust::copy_n (d.begin (), 3, h.begin ());
  printf ("counted: %d %d %d\n", h[0], h[1], h[2]);

  int hh[3];
  int *end = thrust::copy (h.begin (), h.begin () + 3, hh);
  printf ("host to host: %d (%d copied)\n", hh[2], (int) (end - hh));
  return 0;
}

// Expected output computed with a host reference program (g++: std::copy of the same values).
// expect: round trip: 3 1 4 1 5 9
// expect: negated: -3 -4 -9
// expect: counted: 100 101 102
// expect: host to host: 102 (3 copied)
