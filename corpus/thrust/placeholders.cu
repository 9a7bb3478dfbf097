// Thrust's placeholder expressions (thrust::placeholders::_1, _2 with the arithmetic,
// comparison and logical operators, values of other types mixed in): saxpy as
// `a * _1 + _2`, a unary transform, count_if, reduce and a sort comparator built of
// placeholders. Expected output from the toolkit's Thrust built by g++ with its CPP device
// system (identical by hand).
#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/functional.h>
#include <thrust/count.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <cstdio>
using namespace thrust::placeholders;
int main() {
  thrust::device_vector<float> x(4), y(4);
  for (int i = 0; i < 4; i++) {
    x[i] = i + 1;
    y[i] = 10 * i;
  }
  float a = 2.5f;
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), a * _1 + _2);
  for (int i = 0; i < 4; i++) printf("%g ", (float) y[i]);
  printf("\n");
  thrust::transform(x.begin(), x.end(), x.begin(), -_1 * _1 + 1);
  for (int i = 0; i < 4; i++) printf("%g ", (float) x[i]);
  printf("\n");
  printf("%ld %ld\n", (long) thrust::count_if(y.begin(), y.end(), _1 > 10.0f),
         (long) thrust::count_if(x.begin(), x.end(), _1 < -1 && !(_1 == -8)));
  printf("%g\n", (float) thrust::reduce(y.begin(), y.end(), 0.0f, _1 + _2));
  thrust::device_vector<int> v(6);
  for (int i = 0; i < 6; i++) v[i] = (i * 7) % 6;
  thrust::sort(v.begin(), v.end(), _1 > _2);
  thrust::transform(v.begin(), v.end(), v.begin(), (_1 % 4) * 10 + (_1 / 4));
  for (int i = 0; i < 6; i++) printf("%d ", (int) v[i]);
  printf("\n");
  return 0;
}
// expect: 2.5 15 27.5 40 
// expect: 0 -3 -8 -15 
// expect: 3 2
// expect: 85
// expect: 11 1 30 20 10 0 
