// thrust::count, count_if, min_element, max_element and minmax_element on device data: the
// first smallest and the first largest element are found, as Thrust documents.
#include <thrust/device_vector.h>
#include <thrust/count.h>
#include <thrust/extrema.h>
#include <cstdio>

struct is_odd
{
  __host__ __device__ bool operator() (int x) const { return x % 2 != 0; }
};

int main ()
{
  int data[12] = { 5, 3, 9, -2, 7, 9, -2, 4, 3, 3, 0, 9 };
  thrust::device_vector<int> d (data, data + 12);
  printf ("count(3) = %ld\n", (long) thrust::count (d.begin (), d.end (), 3));
  printf ("count(9) = %ld\n", (long) thrust::count (d.begin (), d.end (), 9));
  printf ("count_if(odd) = %ld\n", (long) thrust::count_if (d.begin (), d.end (), is_odd ()));
  thrust::device_vector<int>::iterator mn = thrust::min_element (d.begin (), d.end ());
  thrust::device_vector<int>::iterator mx = thrust::max_element (d.begin (), d.end ());
  printf ("min %d at %ld, max %d at %ld\n", (int) *mn, (long) (mn - d.begin ()), (int) *mx,
          (long) (mx - d.begin ()));
  thrust::pair<thrust::device_vector<int>::iterator, thrust::device_vector<int>::iterator> mm
    = thrust::minmax_element (d.begin (), d.end ());
  printf ("minmax at %ld %ld\n", (long) (mm.first - d.begin ()), (long) (mm.second - d.begin ()));
  thrust::device_vector<float> f (700);
  for (int i = 0; i < 700; i++)
    f[i] = (float) ((i * 37) % 701) - 350.0f;
  int at = (int) (thrust::max_element (f.begin (), f.end ()) - f.begin ());
  printf ("float max %g at %d\n", (float) f[at], at);
  return 0;
}

// Expected output computed with a host reference program (g++: std::count, std::min_element...).
// expect: count(3) = 3
// expect: count(9) = 3
// expect: count_if(odd) = 8
// expect: min -2 at 3, max 9 at 2
// expect: minmax at 3 2
// expect: float max 350 at 341
