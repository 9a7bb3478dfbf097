// Parsing and building text with string streams: a configuration line split with getline on
// ',' and '=', numbers read back with >>, extraction failures (a word for an int, an int out
// of range keeps the limit, "-1" for unsigned wraps), ostringstream building a kernel's
// launch summary, str() to reuse a stream.
#include <iostream>
#include <sstream>
#include <string>
#include <cuda_runtime.h>

__global__ void iota(int *v, int start)
{
  v[threadIdx.x] = start + threadIdx.x;
}

int main()
{
  std::string config = "blocks=4,threads=8,start=100,name=iota";
  std::istringstream in(config);
  std::string item;
  int blocks = 0, threads = 0, start = 0;
  std::string name;
  while (std::getline(in, item, ',')) {
    std::istringstream kv(item);
    std::string key, value;
    std::getline(kv, key, '=');
    std::getline(kv, value);
    std::istringstream num(value);
    if (key == "blocks")
      num >> blocks;
    else if (key == "threads")
      num >> threads;
    else if (key == "start")
      num >> start;
    else
      name = value;
    std::cout << "[" << key << "] = [" << value << "]\n";
  }
  int n = blocks * threads, h[32];
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  iota<<<1, n>>>(d, start);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  std::ostringstream summary;
  summary << name << "<<<1, " << n << ">>>: ";
  for (int i = 0; i < n; i += 8)
    summary << h[i] << (i + 8 < n ? "," : "");
  std::cout << summary.str() << " (" << summary.str().size() << " chars)\n";
  summary.str("");
  summary << std::hex << h[n - 1];
  std::cout << "last in hex: " << summary.str() << '\n';
  std::istringstream bad("12 abc 99999999999 -1 3.5e2 7");
  int a = 0, b = 0, c = 0;
  unsigned u = 0;
  double e = 0;
  bad >> a >> b;
  std::cout << a << ' ' << b << ' ' << bad.fail() << bad.eof() << '\n';
  bad.clear();
  std::string word;
  bad >> word >> c;
  std::cout << word << ' ' << c << ' ' << bad.fail() << '\n';
  bad.clear();
  bad >> u >> e >> a;
  std::cout << u << ' ' << e << ' ' << a << ' ' << bad.fail() << bad.eof() << '\n';
  std::stringstream ss;
  ss << 3.25 << ' ' << 42 << ' ' << "word";
  double x;
  int y;
  std::string z;
  ss >> x >> y >> z;
  std::cout << x * 2 << ' ' << y + 1 << ' ' << z << ' ' << ss.eof() << ' ' << ss.str() << '\n';
  return 0;
}
// expect: [blocks] = [4]
// expect: [threads] = [8]
// expect: [start] = [100]
// expect: [name] = [iota]
// expect: iota<<<1, 32>>>: 100,108,116,124 (32 chars)
// expect: last in hex: 83
// expect: 12 0 10
// expect: abc 2147483647 1
// expect: 4294967295 350 7 01
// expect: 6.5 43 word 1 3.25 42 word
