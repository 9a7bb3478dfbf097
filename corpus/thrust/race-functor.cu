// A functor passed to thrust::transform that also writes one shared location (a "last value
// seen" slot in global memory): every device thread of the transform's kernel writes it, a data
// race the checker reports at the functor's line.
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/sequence.h>
#include <cstdio>

struct scale_and_remember
{
  int *last;
  __host__ __device__ int operator() (int x) const
  {
    *last = x;                      // every thread writes the same slot
    return 3 * x;
  }
};

int main ()
{
  thrust::device_vector<int> v (64), w (64);
  thrust::sequence (v.begin (), v.end ());
  thrust::device_vector<int> slot (1, 0);
  scale_and_remember f;
  f.last = thrust::raw_pointer_cast (slot.data ());
  thrust::transform (v.begin (), v.end (), w.begin (), f);
  printf ("w[63] = %d\n", (int) w[63]);
  return 0;
}

// expect: w[63] = 189
// expect-exit: 1
// expect-report: ^race-functor\.cu:14:11: error: data race on global memory: write of 4 bytes at offset 0 of an allocation of 4 bytes allocated at <cudak>/thrust/detail/cudak_vector\.h:\d+:\d+ conflicts with the write of another lane of the same statement
// expect-report: ^race-functor\.cu:14:11: note: write by thread \(1,0,0\) of block \(0,0,0\) \(warp 0, lane 1\); the values differ
// expect-report: ^race-functor\.cu:14:11: error: data race on global memory: write of 4 bytes .* conflicts with an earlier write
// expect-report: ^race-functor\.cu:14:11: note: write by thread \(32,0,0\) of block \(0,0,0\) \(warp 1, lane 0\); the values differ
