// Numbers to and from strings as libstdc++ converts them: std::to_string of every type
// (floating point with %f: 1.5 is "1.500000"), stoi/stol/stoul/stoll/stoull with the index of
// the first unconverted character and a base, stof/stod/stold; kernel results first.
#include <iostream>
#include <string>
#include <cuda_runtime.h>

__global__ void halve(double *v)
{
  v[threadIdx.x] = v[threadIdx.x] / 2;
}

int main()
{
  double h[3] = { 3.0, 1e7, -0.25 };
  double *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  halve<<<1, 3>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  for (int i = 0; i < 3; i++)
    std::cout << std::to_string(h[i]) << ' ';
  std::cout << '\n';
  std::cout << std::to_string(42) << ' ' << std::to_string(-7) << ' ' << std::to_string(42u) << ' '
            << std::to_string(-1234567890123L) << ' ' << std::to_string(18446744073709551615UL) << ' '
            << std::to_string(-9LL) << ' ' << std::to_string(7ULL) << ' ' << std::to_string(1.5f) << ' '
            << std::to_string(1e-7) << ' ' << std::to_string(123456789.125) << ' '
            << std::to_string(2.5L) << '\n';
  size_t pos = 0;
  int a = std::stoi("  -123abc", &pos);
  std::cout << a << ' ' << pos << '\n';
  std::cout << std::stoi("ff", nullptr, 16) << ' ' << std::stoi("0x1F", nullptr, 16) << ' '
            << std::stoi("777", nullptr, 8) << ' ' << std::stoi("z", nullptr, 36) << ' '
            << std::stoi("0x10", nullptr, 0) << ' ' << std::stoi("010", nullptr, 0) << '\n';
  std::cout << std::stol("2147483648") << ' ' << std::stoul("4294967295") << ' '
            << std::stoll("-9223372036854775808") << ' ' << std::stoull("18446744073709551615") << '\n';
  double x = std::stod("3.25e2xyz", &pos);
  std::cout << x << ' ' << pos << ' ' << std::stof("0.1") << ' ' << std::stold("1e-3") << ' '
            << std::stod("  -inf") << ' ' << std::stod("0x1p4") << '\n';
  std::string line = "12 7 2019";
  size_t p1, p2;
  int day = std::stoi(line, &p1);
  int month = std::stoi(line.substr(p1), &p2);
  int year = std::stoi(line.substr(p1 + p2));
  std::cout << year << '-' << month << '-' << day << '\n';
  return 0;
}
// expect: 1.500000 5000000.000000 -0.125000 
// expect: 42 -7 42 -1234567890123 18446744073709551615 -9 7 1.500000 0.000000 123456789.125000 2.500000
// expect: -123 6
// expect: 255 31 511 35 16 8
// expect: 2147483648 4294967295 -9223372036854775808 18446744073709551615
// expect: 325 6 0.1 0.001 -inf 16
// expect: 2019-7-12
