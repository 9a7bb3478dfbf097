// Stream compaction with thrust::copy_if (with and without a stencil), remove_if, remove and
// unique on device_vectors: the kept elements stay in order, as Thrust documents.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/copy.h>
#include <thrust/remove.h>
#include <thrust/unique.h>
#include <thrust/sort.h>
#include <cstdio>

struct is_even
{
  __host__ __device__ bool operator() (int x) const { return x % 2 == 0; }
};
struct positive
{
  __host__ __device__ bool operator() (float x) const { return x > 0.0f; }
};

static void show (const char *what, const thrust::device_vector<int> &v, int n)
{
  thrust::host_vector<int> h = v;
  printf ("%s:", what);
  for (int i = 0; i < n; i++)
    printf (" %d", h[i]);
  printf ("\n");
}

int main ()
{
  int data[10] = { 1, 4, 4, 7, 2, 2, 2, 9, 8, 3 };
  thrust::device_vector<int> d (data, data + 10), out (10);
  int n = (int) (thrust::copy_if (d.begin (), d.end (), out.begin (), is_even ()) - out.begin ());
  show ("even", out, n);

  float st[10] = { 1, -1, 1, -1, 1, -1, 1, -1, 1, -1 };
  thrust::device_vector<float> stencil (st, st + 10);
  n = (int) (thrust::copy_if (d.begin (), d.end (), stencil.begin (), out.begin (), positive ()) - out.begin ());
  show ("stencil", out, n);

  thrust::device_vector<int> r = d;
  n = (int) (thrust::remove_if (r.begin (), r.end (), is_even ()) - r.begin ());
  show ("remove_if even", r, n);
  r = d;
  n = (int) (thrust::remove (r.begin (), r.end (), 2) - r.begin ());
  show ("remove 2", r, n);

  thrust::device_vector<int> u = d;
  n = (int) (thrust::unique (u.begin (), u.end ()) - u.begin ());
  show ("unique", u, n);
  thrust::sort (u.begin (), u.begin () + n);
  n = (int) (thrust::unique (u.begin (), u.begin () + n) - u.begin ());
  u.resize (n);
  show ("sorted unique", u, n);

  // on the host
  int h[6] = { 5, 5, 6, 6, 6, 7 };
  int m = (int) (thrust::unique (h, h + 6) - h);
  printf ("host unique: %d (%d %d %d)\n", m, h[0], h[1], h[2]);
  return 0;
}

// Expected output computed with a host reference program (g++: std::copy_if, std::remove_if,
// std::remove, std::unique on the same data).
// expect: even: 4 4 2 2 2 8
// expect: stencil: 1 4 2 2 8
// expect: remove_if even: 1 7 9 3
// expect: remove 2: 1 4 4 7 9 8 3
// expect: unique: 1 4 7 2 9 8 3
// expect: sorted unique: 1 2 3 4 7 8 9
// expect: host unique: 3 (5 6 7)
