// std::string in the standard containers: words read from a string stream into a
// std::vector<std::string>, counted in a std::map<std::string, int> (its nodes hold a
// std::pair<const std::string, int>), sorted with std::sort, a string reversed with
// std::reverse; the word lengths summed on the GPU.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <map>
#include <algorithm>
#include <cuda_runtime.h>

__global__ void sum(const int *len, int n, int *total)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(total, len[i]);
}

int main()
{
  std::istringstream in("the quick brown fox jumps over the lazy dog the end");
  std::vector<std::string> words;
  std::string w;
  while (in >> w)
    words.push_back(w);
  std::map<std::string, int> count;
  for (const auto &x : words)
    count[x]++;
  for (const auto &kv : count)
    std::cout << kv.first << '=' << kv.second << ' ';
  std::cout << '\n';
  std::sort(words.begin(), words.end());
  for (size_t i = 0; i < words.size(); i++)
    std::cout << words[i] << (i + 1 < words.size() ? "," : "\n");
  std::vector<int> len;
  for (const auto &x : words)
    len.push_back((int) x.size());
  int n = (int) len.size(), total = 0, *dlen, *dtotal;
  cudaMalloc(&dlen, n * sizeof(int));
  cudaMalloc(&dtotal, sizeof(int));
  cudaMemcpy(dlen, len.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dtotal, &total, sizeof(int), cudaMemcpyHostToDevice);
  sum<<<1, 32>>>(dlen, n, dtotal);
  cudaMemcpy(&total, dtotal, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(dlen);
  cudaFree(dtotal);
  std::string s = "stressed";
  std::reverse(s.begin(), s.end());
  std::cout << s << ' ' << n << " words, " << total << " letters" << std::endl;
  return 0;
}
// expect: brown=1 dog=1 end=1 fox=1 jumps=1 lazy=1 over=1 quick=1 the=3 
// expect: brown,dog,end,fox,jumps,lazy,over,quick,the,the,the
// expect: desserts 11 words, 41 letters
