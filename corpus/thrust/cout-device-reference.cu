// std::cout << d[i] of a device_vector: a thrust::device_reference<T> prints its element's value (int, float with fixed/setprecision, double in scientific, char), as Thrust's operator<< for references does; cudak reads it through the reference's conversion to T (issue 20).
// Expected output: the program built by g++ 12 against the toolkit's Thrust with THRUST_DEVICE_SYSTEM_CPP.
// SPDX-License-Identifier: MIT
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sequence.h>
#include <thrust/transform.h>
#include <thrust/functional.h>
#include <iostream>
#include <iomanip>
int main()
{
  thrust::device_vector<int> v(5);
  thrust::sequence(v.begin(), v.end(), 10, 3);
  std::cout << "v[0] = " << v[0] << ", v[4] = " << v[4] << std::endl;
  for (size_t i = 0; i < v.size(); i++)
    std::cout << v[i] << (i + 1 < v.size() ? " " : "\n");
  thrust::device_vector<float> f(3);
  thrust::sequence(f.begin(), f.end(), 0.5f, 0.25f);
  thrust::transform(f.begin(), f.end(), f.begin(), thrust::negate<float>());
  std::cout << std::fixed << std::setprecision(3) << f[0] << " " << f[1] << " " << f[2] << std::endl;
  thrust::device_vector<double> d(2, 2.0 / 3.0);
  std::cout << std::scientific << d[1] << std::endl;
  thrust::device_vector<char> c(1, 'x');
  std::cout << c[0] << std::endl;
  return 0;
}
// expect: v[0] = 10, v[4] = 22
// expect: 10 13 16 19 22
// expect: -0.500 -0.750 -1.000
// expect: 6.667e-01
// expect: x
