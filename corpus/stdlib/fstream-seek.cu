// Reading a binary file of unknown size as programs do: seekg to the end, tellg for the
// size, seekg back, read the whole into a buffer, copy it to the GPU; tellp/seekp on an
// output string stream; `>>` into a char array limited by setw.
#include <iostream>
#include <fstream>
#include <sstream>
#include <iomanip>
#include <string>
#include <cuda_runtime.h>

__global__ void sum(const int *v, int n, int *out)
{
  if (threadIdx.x < n)
    atomicAdd(out, v[threadIdx.x]);
}

int main()
{
  {
    std::ofstream out("values.bin", std::ios::binary);
    for (int i = 1; i <= 10; i++)
      out.write(reinterpret_cast<const char *>(&i), sizeof i);
    std::cout << "wrote " << out.tellp() << " bytes" << std::endl;
  }
  std::ifstream in("values.bin", std::ios::binary);
  in.seekg(0, std::ios::end);
  long size = in.tellg();
  in.seekg(0, std::ios::beg);
  int n = (int) (size / sizeof(int));
  int *h = new int[n];
  in.read(reinterpret_cast<char *>(h), size);
  std::cout << "size " << size << ", " << n << " values, at " << in.tellg() << std::endl;
  in.seekg(3 * sizeof(int));
  int fourth;
  in.read(reinterpret_cast<char *>(&fourth), sizeof fourth);
  int *d, *dsum, total = 0;
  cudaMalloc(&d, size);
  cudaMalloc(&dsum, sizeof(int));
  cudaMemcpy(d, h, size, cudaMemcpyHostToDevice);
  cudaMemcpy(dsum, &total, sizeof(int), cudaMemcpyHostToDevice);
  sum<<<1, 32>>>(d, n, dsum);
  cudaMemcpy(&total, dsum, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  cudaFree(dsum);
  delete[] h;
  std::cout << "fourth " << fourth << ", total " << total << std::endl;
  std::ostringstream os;
  os << "result=????";
  std::streampos mark = os.tellp();
  os.seekp(7);
  os << total;
  std::cout << os.str() << " (mark " << mark << ")" << std::endl;
  std::istringstream words("CUDA-kernels run");
  char first[6];
  words >> std::setw(6) >> first;
  std::string rest;
  words >> rest;
  std::cout << first << " | " << rest << " | at " << words.tellg() << std::endl;
  return 0;
}
// expect: wrote 40 bytes
// expect: size 40, 10 values, at 40
// expect: fourth 4, total 55
// expect: result=55?? (mark 11)
// expect: CUDA- | kernels | at 12
