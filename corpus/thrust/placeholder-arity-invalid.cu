// A placeholder expression that names _2 given to the one-input thrust::transform: Thrust
// rejects it (nvcc: "tuple_element index out of range" and "no instance of function template
// ... matches the argument list"); cudak gave `_2` the call's only argument and computed
// 3 * x without a word. Now `_2` of a one-argument call is an object no operator takes: the
// build fails, with the user's line in the instantiation note.
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>
int main() {
  thrust::device_vector<float> x(10), y(10, 2.0f);
  thrust::sequence(x.begin(), x.end());
  using namespace thrust::placeholders;
  thrust::transform(x.begin(), x.end(), y.begin(), _1 * 2.0f + _2);
  return 0;
}
// nvcc: fail: static assertion failed with "tuple_element index out of range"
// expect-build-fail
// expect-report: ^<cudak>/thrust/detail/cudak_base\.h:\d+:\d+: error: no match for 'operator\+' \(operand types are 'float' and 'struct ph_none'\)$
// expect-report: ^<cudak>/thrust/detail/cudak_algo\.h:\d+:\d+: error: cannot convert 'void' to 'float' in assignment$
// stderr-allow: ^placeholder-arity-invalid\.cu:14:3: note: in instantiation of 'transform<
