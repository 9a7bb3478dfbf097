// Writing through a zip_iterator (here thrust::copy into a zip of two outputs; also
// thrust::for_each over a zip whose function object writes through the tuple) needs a tuple of
// references, which cudak's zip_iterator does not give: one 'unsupported:' error at the use
// instead of the writes being lost (the program printed "0 0" where a GPU prints "4 13").
#include <thrust/device_vector.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/sequence.h>
#include <thrust/copy.h>
#include <cstdio>
int main() {
  thrust::device_vector<float> a(4), b(4), x(4), y(4);
  thrust::sequence(a.begin(), a.end(), 1.0f);
  thrust::sequence(b.begin(), b.end(), 10.0f);
  thrust::copy(thrust::make_zip_iterator(thrust::make_tuple(a.begin(), b.begin())),
               thrust::make_zip_iterator(thrust::make_tuple(a.end(), b.end())),
               thrust::make_zip_iterator(thrust::make_tuple(x.begin(), y.begin())));
  printf("%g %g\n", (float) x[3], (float) y[3]);
  return 0;
}
// expect-build-fail
// expect-report: ^<cudak>/thrust/detail/cudak_algo\.h:\d+:\d+: error: unsupported: 'thrust::writing_through_a_zip_iterator<tuple<device_ptr<float>, device_ptr<float>, null_type, null_type> >' is not implemented by cudak$
// stderr-allow: ^zip-write-unsupported\.cu:14:3: note: in instantiation of 'copy<
