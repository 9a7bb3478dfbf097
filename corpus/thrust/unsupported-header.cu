// A Thrust header cudak does not provide is one `unsupported:` error naming it (gcc stops at a
// missing header, so nothing follows).
#include <thrust/device_vector.h>
#include <thrust/set_operations.h>
#include <cstdio>

int main ()
{
  thrust::device_vector<int> a (4, 1), b (2, 1), c (6);
  printf ("%d\n", (int) (thrust::set_union (a.begin (), a.end (), b.begin (), b.end (), c.begin ()) - c.begin ()));
  return 0;
}

// expect-build-fail
// expect-report: ^unsupported-header\.cu:4:10: error: unsupported: <thrust/set_operations\.h> \(cudak provides Thrust's and CUB's common core: README "Thrust and CUB"\)$
