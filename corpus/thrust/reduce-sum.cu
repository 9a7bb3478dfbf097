// Sum, maximum and product with thrust::reduce: the default (plus, init 0), an init value,
// and thrust::maximum / thrust::multiplies, on device and host vectors.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>
#include <cstdio>

int main ()
{
  thrust::device_vector<int> d (1000);
  thrust::sequence (d.begin (), d.end (), 1);        // 1, 2, ..., 1000
  int sum = thrust::reduce (d.begin (), d.end ());
  int sum10 = thrust::reduce (d.begin (), d.end (), 10);
  int mx = thrust::reduce (d.begin (), d.end (), -1, thrust::maximum<int> ());
  printf ("sum %d, sum+10 %d, max %d\n", sum, sum10, mx);

  thrust::device_vector<long long> f (15);
  thrust::sequence (f.begin (), f.end (), 1LL);
  long long fact = thrust::reduce (f.begin (), f.end (), 1LL, thrust::multiplies<long long> ());
  printf ("15! = %lld\n", fact);

  thrust::host_vector<double> h (4);
  h[0] = 0.5; h[1] = 0.25; h[2] = 0.125; h[3] = 0.0625;
  printf ("host sum %g\n", thrust::reduce (h.begin (), h.end ()));
  thrust::device_vector<double> dh = h;
  printf ("device sum %g\n", thrust::reduce (dh.begin (), dh.end (), 0.0));
  thrust::device_vector<int> empty;
  printf ("empty %d\n", thrust::reduce (empty.begin (), empty.end (), 7));
  return 0;
}

// Expected output computed with a host reference program (g++: the same sums in loops).
// expect: sum 500500, sum+10 500510, max 1000
// expect: 15! = 1307674368000
// expect: host sum 0.9375
// expect: device sum 0.9375
// expect: empty 7
