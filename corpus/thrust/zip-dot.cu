// A dot product over a zip_iterator of two device_vectors: thrust::transform reads
// thrust::tuple<float, float> elements (make_zip_iterator, make_tuple, thrust::get), then
// thrust::reduce sums the products.
#include <thrust/device_vector.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/tuple.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <cstdio>

struct multiply_pair
{
  __host__ __device__ float operator() (const thrust::tuple<float, float> &t) const
  {
    return thrust::get<0> (t) * thrust::get<1> (t);
  }
};

int main ()
{
  const int n = 300;
  thrust::device_vector<float> a (n), b (n, 0.5f), prod (n);
  thrust::sequence (a.begin (), a.end ());
  thrust::transform (thrust::make_zip_iterator (thrust::make_tuple (a.begin (), b.begin ())),
                     thrust::make_zip_iterator (thrust::make_tuple (a.end (), b.end ())),
                     prod.begin (), multiply_pair ());
  printf ("prod[3] = %g, dot = %g\n", (float) prod[3], thrust::reduce (prod.begin (), prod.end ()));

  thrust::tuple<int, float, char> t = thrust::make_tuple (7, 1.5f, 'z');
  thrust::get<0> (t) += 1;
  printf ("%d %g %c\n", thrust::get<0> (t), thrust::get<1> (t), thrust::get<2> (t));
  return 0;
}

// Expected output computed with a host reference program (g++: the same products; the sum of
// 0.5 * i for i < 300 is exact in float).
// expect: prod[3] = 1.5, dot = 22425
// expect: 8 1.5 z
