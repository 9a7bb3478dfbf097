// Fancy iterators: counting_iterator, constant_iterator and transform_iterator feeding
// reduce, transform and copy; transform_reduce computes a vector's 2-norm (Thrust's
// examples/norm.cu).
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/transform_reduce.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/functional.h>
#include <thrust/copy.h>
#include <cmath>
#include <cstdio>

template <typename T>
struct square
{
  __host__ __device__ T operator() (const T &x) const { return x * x; }
};

int main ()
{
  // sum of 0..99 without storing them
  thrust::counting_iterator<int> first (0);
  thrust::counting_iterator<int> last = first + 100;
  printf ("sum 0..99 = %d\n", thrust::reduce (first, last));

  // 4 + 4 + 4 with a constant_iterator
  thrust::constant_iterator<int> c (4);
  printf ("3 fours = %d\n", thrust::reduce (c, c + 3));

  // x[i] = i + 10 on the device, from a counting_iterator and a constant_iterator
  thrust::device_vector<int> x (5);
  thrust::transform (thrust::make_counting_iterator (0), thrust::make_counting_iterator (5),
                     thrust::make_constant_iterator (10), x.begin (), thrust::plus<int> ());
  thrust::host_vector<int> hx = x;
  printf ("x = %d %d %d %d %d\n", hx[0], hx[1], hx[2], hx[3], hx[4]);

  // the 2-norm of (1, 2, 3, 4)
  float v[4] = { 1.0f, 2.0f, 3.0f, 4.0f };
  thrust::device_vector<float> d (v, v + 4);
  float norm = sqrtf (thrust::transform_reduce (d.begin (), d.end (), square<float> (), 0.0f,
                                                    thrust::plus<float> ()));
  printf ("norm = %.6f\n", norm);

  // a transform_iterator over a device_vector, reduced and copied out
  int sq = thrust::reduce (thrust::make_transform_iterator (x.begin (), square<int> ()),
                           thrust::make_transform_iterator (x.end (), square<int> ()));
  printf ("sum of squares = %d\n", sq);
  thrust::device_vector<int> y (5);
  thrust::copy (thrust::make_transform_iterator (x.begin (), thrust::negate<int> ()),
                thrust::make_transform_iterator (x.end (), thrust::negate<int> ()), y.begin ());
  printf ("y[0] = %d, y[4] = %d\n", (int) y[0], (int) y[4]);
  return 0;
}

// Expected output computed with a host reference program (g++: the same sums in loops;
// sqrtf(30) printed with %.6f).
// expect: sum 0..99 = 4950
// expect: 3 fours = 12
// expect: x = 10 11 12 13 14
// expect: norm = 5.477226
// expect: sum of squares = 730
// expect: y[0] = -10, y[4] = -14
