// Reading std::cin when standard input is empty (the corpus runs programs with stdin from
// /dev/null): the extraction fails with eofbit and failbit, the variable gets 0 (C++11), the
// program falls back to its default size; getline fails too, and clear() resets the state.
#include <iostream>
#include <string>
#include <cuda_runtime.h>

__global__ void fill(int *v, int n, int value)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = value + i;
}

int main()
{
  int n = 123;
  std::cout << "Enter the number of elements: ";
  if (!(std::cin >> n)) {
    std::cout << "\nno input (n = " << n << "), using 8" << std::endl;
    n = 8;
  }
  std::cout << "good=" << std::cin.good() << " eof=" << std::cin.eof() << " fail=" << std::cin.fail()
            << " bad=" << std::cin.bad() << " rdstate=" << std::cin.rdstate() << '\n';
  std::string line = "unchanged";
  std::cin.clear();
  bool got = static_cast<bool>(std::getline(std::cin, line));
  std::cout << "getline: " << got << " [" << line << "] eof=" << std::cin.eof() << '\n';
  std::cin.clear();
  std::cout << "after clear: good=" << std::cin.good() << " get=" << std::cin.get()
            << " gcount=" << std::cin.gcount() << '\n';
  int *d, h[8];
  cudaMalloc(&d, n * sizeof(int));
  fill<<<1, n>>>(d, n, 10);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  for (int i = 0; i < n; i++)
    std::cout << h[i] << (i + 1 < n ? ' ' : '\n');
  return 0;
}
// expect: Enter the number of elements: 
// expect: no input (n = 123), using 8
// expect: good=0 eof=1 fail=1 bad=0 rdstate=6
// expect: getline: 0 [] eof=1
// expect: after clear: good=1 get=-1 gcount=0
// expect: 10 11 12 13 14 15 16 17
