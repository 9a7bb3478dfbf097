// A Thrust header cudak does not provide is one `unsupported:` error naming it (gcc stops at a
// missing header, so nothing follows).
#include <thrust/device_vector.h>
#include <thrust/unique.h>
#include <cstdio>

int main ()
{
  thrust::device_vector<int> d (4, 1);
  printf ("%d\n", (int) (thrust::unique (d.begin (), d.end ()) - d.begin ()));
  return 0;
}

// expect-build-fail
// expect-report: ^unsupported-header\.cu:4:10: error: unsupported: <thrust/unique\.h> \(cudak provides Thrust's and CUB's common core: README "Thrust and CUB"\)$
