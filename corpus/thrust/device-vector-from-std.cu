// thrust::device_vector and host_vector built from a std::vector (Thrust's constructor from a
// std::vector<OtherT, Alloc>), assigned from one, and a transform over a zip of two device
// vectors read through a tuple; expected output from the program built by g++ against the
// toolkit's Thrust with its CPP device system (and by hand: 1+10, 2+11, 3+12, 4+13).
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/transform.h>
#include <thrust/sequence.h>
#include <vector>
#include <cstdio>
struct sum_pair {
  __host__ __device__ float operator()(const thrust::tuple<float, float> &t) const { return thrust::get<0>(t) + thrust::get<1>(t); }
};
int main() {
  std::vector<float> hv = {1, 2, 3, 4};
  thrust::device_vector<float> a(hv), b(4), c(4);
  thrust::sequence(b.begin(), b.end(), 10.0f);
  thrust::transform(thrust::make_zip_iterator(thrust::make_tuple(a.begin(), b.begin())),
                    thrust::make_zip_iterator(thrust::make_tuple(a.end(), b.end())), c.begin(), sum_pair());
  thrust::host_vector<float> h(hv);
  hv[0] = 100;
  a = hv;
  printf("%g %g %g %g | %g %g %zu\n", (float) c[0], (float) c[1], (float) c[2], (float) c[3], h[0], (float) a[0], (size_t) a.size());
  return 0;
}
// expect: 11 13 15 17 | 1 100 4
