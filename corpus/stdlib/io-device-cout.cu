// std::cout is host code: a kernel that prints with it is nvcc's error (use printf on the
// device).
#include <iostream>

__global__ void hello()
{
  std::cout << "hello from thread " << threadIdx.x << std::endl;
}

int main()
{
  hello<<<1, 4>>>();
  return 0;
}
// expect-build-fail
// expect-report: ^io-device-cout\.cu:7:13: error: calling a __host__ function\("std::operator<<"\) from a __global__ function\("hello"\) is not allowed$
// expect-report: ^io-device-cout\.cu:7:37: error: calling a __host__ function\("std::ostream::operator<<"\) from a __global__ function\("hello"\) is not allowed$
// expect-report: ^io-device-cout\.cu:7:52: error: calling a __host__ function\("std::ostream::operator<<"\) from a __global__ function\("hello"\) is not allowed$
// nvcc: fail: ^io-device-cout\.cu\(7\): error: calling a __host__ function\("std::basic_ostream<char, std::char_traits<char> >::operator <<\(.*\)"\) from a __global__ function\("hello"\) is not allowed$
