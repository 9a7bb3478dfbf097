// A Thrust algorithm cudak does not implement, declared by a header it provides, is one
// `unsupported:` error at its use, naming the instance.
#include <thrust/device_vector.h>
#include <thrust/unique.h>
#include <cstdio>

int main ()
{
  thrust::device_vector<int> keys (4, 1), vals (4, 2);
  thrust::unique_by_key (keys.begin (), keys.end (), vals.begin ());
  printf ("%d\n", (int) keys[0]);
  return 0;
}

// expect-build-fail
// expect-report: ^unsupported-function\.cu:10:3: error: unsupported: 'thrust::unique_by_key<device_ptr<int>, device_ptr<int>, device_ptr<int> >' is not implemented by cudak$
