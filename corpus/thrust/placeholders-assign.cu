// Thrust's placeholder expressions with the compound assignments (`_1 *= 3`, `_1 += 1`, `_1 /= 4`):
// thrust::for_each writes each element through them, on a device_vector (a kernel) and a
// host_vector. Expected output from the toolkit's Thrust built by g++ with its CPP device system.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/for_each.h>
#include <thrust/transform.h>
#include <thrust/functional.h>
#include <cstdio>
using namespace thrust::placeholders;
int main() {
  thrust::device_vector<int> v(4);
  for (int i = 0; i < 4; i++) v[i] = i;
  thrust::for_each(v.begin(), v.end(), _1 *= 3);
  thrust::for_each(v.begin(), v.end(), _1 += 1);
  for (int i = 0; i < 4; i++) printf("%d ", (int) v[i]);
  printf("\n");
  thrust::host_vector<float> h(3, 2.0f);
  thrust::for_each(h.begin(), h.end(), _1 /= 4);
  thrust::transform(h.begin(), h.end(), h.begin(), _1 - 0.25f);
  printf("%g %g %g\n", h[0], h[1], h[2]);
  return 0;
}
// expect: 1 4 7 10 
// expect: 0.25 0.25 0.25
