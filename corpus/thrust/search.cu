// Searching: thrust::find, find_if, is_sorted, and lower_bound / upper_bound / binary_search of
// one value and of a range of values (vectorised, one result per value) on a sorted
// device_vector.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/find.h>
#include <thrust/sort.h>
#include <thrust/binary_search.h>
#include <cstdio>

struct greater_than_6
{
  __host__ __device__ bool operator() (int x) const { return x > 6; }
};

int main ()
{
  int data[8] = { 0, 2, 2, 4, 7, 7, 7, 9 };
  thrust::device_vector<int> d (data, data + 8);
  printf ("find 7 at %d, find 5 at %d\n", (int) (thrust::find (d.begin (), d.end (), 7) - d.begin ()),
          (int) (thrust::find (d.begin (), d.end (), 5) - d.begin ()));
  printf ("first > 6 at %d\n", (int) (thrust::find_if (d.begin (), d.end (), greater_than_6 ()) - d.begin ()));
  printf ("sorted %d\n", (int) thrust::is_sorted (d.begin (), d.end ()));

  printf ("lower_bound(7) %d, upper_bound(7) %d, lower_bound(3) %d\n",
          (int) (thrust::lower_bound (d.begin (), d.end (), 7) - d.begin ()),
          (int) (thrust::upper_bound (d.begin (), d.end (), 7) - d.begin ()),
          (int) (thrust::lower_bound (d.begin (), d.end (), 3) - d.begin ()));
  printf ("binary_search 4: %d, 5: %d\n", (int) thrust::binary_search (d.begin (), d.end (), 4),
          (int) thrust::binary_search (d.begin (), d.end (), 5));

  int q[6] = { -1, 2, 3, 7, 9, 10 };
  thrust::device_vector<int> queries (q, q + 6), lo (6), hi (6);
  thrust::device_vector<bool> found (6);
  thrust::lower_bound (d.begin (), d.end (), queries.begin (), queries.end (), lo.begin ());
  thrust::upper_bound (d.begin (), d.end (), queries.begin (), queries.end (), hi.begin ());
  thrust::binary_search (d.begin (), d.end (), queries.begin (), queries.end (), found.begin ());
  thrust::host_vector<int> hlo = lo, hhi = hi;
  thrust::host_vector<bool> hf = found;
  for (int i = 0; i < 6; i++)
    printf ("%d: [%d, %d) %s\n", q[i], hlo[i], hhi[i], hf[i] ? "found" : "absent");

  d[3] = 1;
  printf ("sorted after change %d\n", (int) thrust::is_sorted (d.begin (), d.end ()));
  return 0;
}

// Expected output: this program built by g++ against the toolkit's Thrust with its CPP device
// system (-DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_CPP), run on the host.
// expect: find 7 at 4, find 5 at 8
// expect: first > 6 at 4
// expect: sorted 1
// expect: lower_bound(7) 4, upper_bound(7) 7, lower_bound(3) 3
// expect: binary_search 4: 1, 5: 0
// expect: -1: [0, 0) absent
// expect: 2: [1, 3) found
// expect: 3: [3, 3) absent
// expect: 7: [4, 7) found
// expect: 9: [7, 8) found
// expect: 10: [8, 8) absent
// expect: sorted after change 0
