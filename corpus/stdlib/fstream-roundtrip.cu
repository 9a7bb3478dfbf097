// Results written to a file with std::ofstream and read back with std::ifstream (text with
// << and >>, a header line with getline), a binary file with write/read, appending with
// ios::app, and a file that cannot be opened.
#include <iostream>
#include <fstream>
#include <string>
#include <cuda_runtime.h>

__global__ void squares(float *v, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = 0.5f * i * i;
}

int main()
{
  const int N = 6;
  float h[N];
  float *d;
  cudaMalloc(&d, sizeof h);
  squares<<<2, 4>>>(d, N);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  {
    std::ofstream out("results.txt");
    out << "# i value\n";
    for (int i = 0; i < N; i++)
      out << i << ' ' << h[i] << '\n';
  }
  std::ofstream more("results.txt", std::ios::app);
  more << "# end\n";
  more.close();
  std::ifstream in("results.txt");
  if (!in) {
    std::cerr << "cannot open results.txt\n";
    return 1;
  }
  std::string header;
  std::getline(in, header);
  std::cout << "header: " << header << '\n';
  int i;
  float v, sum = 0;
  while (in >> i >> v)
    sum += v;
  in.clear();
  std::string trailer;
  std::getline(in, trailer);
  std::cout << "sum " << sum << ", trailer [" << trailer << "], eof " << in.eof() << '\n';
  in.close();
  std::ofstream bin("results.bin", std::ios::binary);
  bin.write(reinterpret_cast<const char *>(h), sizeof h);
  bin.close();
  float back[N] = { 0 };
  std::ifstream bin_in("results.bin", std::ios::in | std::ios::binary);
  bin_in.read(reinterpret_cast<char *>(back), sizeof back);
  std::cout << "read " << bin_in.gcount() << " bytes, back[5] = " << back[5] << '\n';
  char extra;
  bin_in.read(&extra, 1);
  std::cout << "past the end: gcount " << bin_in.gcount() << " eof " << bin_in.eof() << " fail "
            << bin_in.fail() << '\n';
  std::ifstream missing("no/such/dir/file.txt");
  std::cout << "missing: is_open " << missing.is_open() << " good " << missing.good() << '\n';
  return 0;
}
// expect: header: # i value
// expect: sum 27.5, trailer [# end], eof 0
// expect: read 24 bytes, back[5] = 12.5
// expect: past the end: gcount 0 eof 1 fail 1
// expect: missing: is_open 0 good 0
