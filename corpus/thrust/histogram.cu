// A dense histogram by sorting and thrust::reduce_by_key, as Thrust's examples/histogram.cu
// counts values: sort the data, then reduce runs of equal keys over a constant_iterator of
// ones.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/iterator/constant_iterator.h>
#include <cstdio>

int main ()
{
  const int N = 400;
  thrust::host_vector<int> h (N);
  unsigned s = 7;
  for (int i = 0; i < N; i++)
    {
      s = s * 1664525u + 1013904223u;
      int a = (int) ((s >> 8) % 10), b = (int) ((s >> 20) % 10);
      h[i] = (a + b) / 2;   // 0..9, peaked in the middle
    }
  thrust::device_vector<int> data = h;
  thrust::sort (data.begin (), data.end ());
  thrust::device_vector<int> keys (10), counts (10);
  thrust::pair<thrust::device_vector<int>::iterator, thrust::device_vector<int>::iterator> end
    = thrust::reduce_by_key (data.begin (), data.end (), thrust::constant_iterator<int> (1),
                             keys.begin (), counts.begin ());
  int bins = (int) (end.first - keys.begin ());
  printf ("%d bins\n", bins);
  for (int i = 0; i < bins; i++)
    {
      printf ("%d: %3d ", (int) keys[i], (int) counts[i]);
      for (int k = 0; k < (int) counts[i] / 4; k++)
        printf ("*");
      printf ("\n");
    }
  return 0;
}

// Expected output computed with a host reference program (g++: the same generator, counts in
// an array).
// expect: 10 bins
// expect: 0:  10 **
// expect: 1:  29 *******
// expect: 2:  48 ************
// expect: 3:  59 **************
// expect: 4:  76 *******************
// expect: 5:  63 ***************
// expect: 6:  50 ************
// expect: 7:  39 *********
// expect: 8:  23 *****
// expect: 9:   3 
