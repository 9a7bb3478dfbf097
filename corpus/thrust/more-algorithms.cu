// inner_product, gather, scatter, tabulate, generate (on a host_vector), adjacent_difference, replace_if, reverse,
// equal, any_of/all_of and transform_inclusive_scan on device_vectors.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/inner_product.h>
#include <thrust/gather.h>
#include <thrust/scatter.h>
#include <thrust/tabulate.h>
#include <thrust/generate.h>
#include <thrust/adjacent_difference.h>
#include <thrust/replace.h>
#include <thrust/reverse.h>
#include <thrust/equal.h>
#include <thrust/logical.h>
#include <thrust/transform_scan.h>
#include <thrust/functional.h>
#include <cstdio>

struct cube
{
  __host__ __device__ int operator() (int i) const { return i * i * i; }
};
struct gt5
{
  __host__ __device__ bool operator() (int x) const { return x > 5; }
};
struct seven
{
  __host__ __device__ int operator() () const { return 7; }
};
struct counter
{
  int next;
  counter () : next (3) {}
  int operator() () { return next++ * 2; }
};

int main ()
{
  int a[5] = { 1, 2, 3, 4, 5 }, b[5] = { 5, 4, 3, 2, 1 };
  thrust::device_vector<int> A (a, a + 5), B (b, b + 5);
  printf ("inner_product %d\n", thrust::inner_product (A.begin (), A.end (), B.begin (), 0));

  int m[5] = { 4, 0, 3, 1, 2 };
  thrust::device_vector<int> map (m, m + 5), out (5);
  thrust::gather (map.begin (), map.end (), A.begin (), out.begin ());
  thrust::host_vector<int> h = out;
  printf ("gather %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
  thrust::scatter (A.begin (), A.end (), map.begin (), out.begin ());
  h = out;
  printf ("scatter %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);

  thrust::device_vector<int> t (6);
  thrust::tabulate (t.begin (), t.end (), cube ());
  thrust::device_vector<int> diff (6);
  thrust::adjacent_difference (t.begin (), t.end (), diff.begin ());
  h = diff;
  printf ("differences of cubes %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5]);

  thrust::host_vector<int> hg (4);
  thrust::generate (hg.begin (), hg.end (), counter ());   // on the host: in order
  thrust::device_vector<int> g = hg;
  thrust::replace_if (g.begin (), g.end (), gt5 (), -1);
  thrust::reverse (g.begin (), g.end ());
  h = g;
  printf ("generated, replaced, reversed %d %d %d %d\n", h[0], h[1], h[2], h[3]);

  thrust::device_vector<int> sev (3);
  thrust::generate (sev.begin (), sev.end (), seven ());   // on the device
  printf ("device generate %d %d\n", (int) sev[0], (int) sev[2]);

  thrust::device_vector<int> C = A;
  int e1 = thrust::equal (A.begin (), A.end (), C.begin ());
  C[2] = 7;
  int e2 = thrust::equal (A.begin (), A.end (), C.begin ());
  printf ("equal %d, after change %d\n", e1, e2);
  printf ("any > 5: %d, all > 5: %d\n", (int) thrust::any_of (C.begin (), C.end (), gt5 ()),
          (int) thrust::all_of (C.begin (), C.end (), gt5 ()));

  thrust::device_vector<int> s (5);
  thrust::transform_inclusive_scan (A.begin (), A.end (), s.begin (), thrust::negate<int> (), thrust::plus<int> ());
  h = s;
  printf ("scan of negatives %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
  return 0;
}

// Expected output computed with a host reference program (g++: std::inner_product,
// std::adjacent_difference, loops for gather/scatter, std::generate, std::replace_if,
// std::reverse, std::equal, std::partial_sum).
// expect: inner_product 35
// expect: gather 5 1 4 2 3
// expect: scatter 2 4 5 3 1
// expect: differences of cubes 0 1 7 19 37 61
// expect: generated, replaced, reversed -1 -1 -1 -1
// expect: device generate 7 7
// expect: equal 1, after change 0
// expect: any > 5: 1, all > 5: 0
// expect: scan of negatives -1 -3 -6 -10 -15
