// Thrust's transparent function objects (thrust::plus<>, maximum<>, minimum<>, multiplies<>,
// negate<>, greater<>): reduce, transform, inclusive_scan and sort on a device_vector, and a
// direct call of maximum<> on mixed types (the common type, as cuda::maximum<void>). Expected
// output computed by hand from the input (no GPU).
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/functional.h>
#include <cstdio>
int main() {
  int h[6] = {4, -2, 7, 1, 9, 3};
  thrust::device_vector<int> v(h, h + 6);
  int sum = thrust::reduce(v.begin(), v.end(), 0, thrust::plus<>());
  int mx = thrust::reduce(v.begin(), v.end(), -100, thrust::maximum<>());
  int mn = thrust::reduce(v.begin(), v.end(), 100, thrust::minimum<>());
  printf("%d %d %d\n", sum, mx, mn);
  thrust::device_vector<int> w(6);
  thrust::transform(v.begin(), v.end(), v.begin(), w.begin(), thrust::multiplies<>());
  thrust::transform(w.begin(), w.end(), w.begin(), thrust::negate<>());
  thrust::inclusive_scan(w.begin(), w.end(), w.begin(), thrust::plus<>());
  for (int i = 0; i < 6; i++) printf("%d ", (int) w[i]);
  printf("\n");
  thrust::sort(v.begin(), v.end(), thrust::greater<>());
  for (int i = 0; i < 6; i++) printf("%d ", (int) v[i]);
  printf("\n");
  thrust::host_vector<double> d(3);
  d[0] = 1.5; d[1] = 2.0; d[2] = 0.25;
  double p = thrust::reduce(d.begin(), d.end(), 1.0, thrust::multiplies<>());
  printf("%g %g\n", p, thrust::maximum<>()(2, 3.5));
  return 0;
}
// expect: 22 9 -2
// expect: -16 -20 -69 -70 -151 -160 
// expect: 9 7 4 3 1 -2 
// expect: 0.75 3.5
