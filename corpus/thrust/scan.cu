// Prefix sums with thrust::inclusive_scan and thrust::exclusive_scan (Thrust's
// examples/sum_rows-style usage): default plus, an init value, thrust::maximum, and in place.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/scan.h>
#include <thrust/functional.h>
#include <cstdio>

int main ()
{
  int data[10] = { 1, 0, 2, 2, 1, 3, 5, 0, 4, 2 };
  thrust::host_vector<int> h (data, data + 10);
  thrust::device_vector<int> d = h;
  thrust::device_vector<int> out (10);

  thrust::inclusive_scan (d.begin (), d.end (), out.begin ());
  h = out;
  for (int i = 0; i < 10; i++)
    printf ("%d ", h[i]);
  printf ("\n");

  thrust::exclusive_scan (d.begin (), d.end (), out.begin ());
  h = out;
  for (int i = 0; i < 10; i++)
    printf ("%d ", h[i]);
  printf ("\n");

  thrust::exclusive_scan (d.begin (), d.end (), out.begin (), 100);
  printf ("init 100: %d %d %d\n", (int) out[0], (int) out[1], (int) out[9]);

  thrust::inclusive_scan (d.begin (), d.end (), out.begin (), thrust::maximum<int> ());
  h = out;
  for (int i = 0; i < 10; i++)
    printf ("%d ", h[i]);
  printf ("\n");

  // in place, on 5000 elements (several chunks per thread)
  thrust::device_vector<int> big (5000, 1);
  thrust::inclusive_scan (big.begin (), big.end (), big.begin ());
  printf ("big: %d %d %d\n", (int) big[0], (int) big[2500], (int) big[4999]);
  thrust::exclusive_scan (big.begin (), big.end (), big.begin ());
  printf ("big excl: %d %d %d\n", (int) big[0], (int) big[1], (int) big[4999]);

  // on the host
  thrust::host_vector<float> hf (4, 0.5f);
  thrust::inclusive_scan (hf.begin (), hf.end (), hf.begin ());
  printf ("host: %g %g\n", hf[0], hf[3]);
  return 0;
}

// Expected output computed with a host reference program (g++: std::partial_sum and loops).
// expect: 1 1 3 5 6 9 14 14 18 20 
// expect: 0 1 1 3 5 6 9 14 14 18 
// expect: init 100: 100 101 118
// expect: 1 1 2 2 2 3 5 5 5 5 
// expect: big: 1 2501 5000
// expect: big excl: 0 1 12497500
// expect: host: 0.5 2
