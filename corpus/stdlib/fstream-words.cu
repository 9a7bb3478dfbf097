// Counting lines, words and characters of a data file with std::ifstream and getline, words
// re-read from each line with an istringstream, the longest word kept in a std::string; the
// counts summed on the GPU.
#include <iostream>
#include <fstream>
#include <sstream>
#include <string>
#include <cuda_runtime.h>

__global__ void total(const int *counts, int n, int *sum)
{
  if (threadIdx.x < n)
    atomicAdd(sum, counts[threadIdx.x]);
}

int main()
{
  std::ifstream file("fstream-words.txt");
  if (!file.is_open()) {
    std::cout << "no input file" << std::endl;
    return 1;
  }
  std::string line, word, longest;
  int counts[16], lines = 0, chars = 0;
  while (std::getline(file, line) && lines < 16) {
    std::istringstream ws(line);
    int n = 0;
    while (ws >> word) {
      n++;
      if (word.size() > longest.size())
        longest = word;
    }
    counts[lines++] = n;
    chars += line.size() + 1;
    std::cout << "line " << lines << ": " << n << " words\n";
  }
  int *dcounts, *dsum, words = 0;
  cudaMalloc(&dcounts, sizeof counts);
  cudaMalloc(&dsum, sizeof(int));
  cudaMemcpy(dcounts, counts, sizeof counts, cudaMemcpyHostToDevice);
  cudaMemcpy(dsum, &words, sizeof(int), cudaMemcpyHostToDevice);
  total<<<1, 32>>>(dcounts, lines, dsum);
  cudaMemcpy(&words, dsum, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(dcounts);
  cudaFree(dsum);
  std::cout << lines << " lines, " << words << " words, " << chars << " chars, longest \""
            << longest << "\"" << std::endl;
  return 0;
}
// data: fstream-words.txt
// expect: line 1: 4 words
// expect: line 2: 5 words
// expect: line 3: 0 words
// expect: line 4: 2 words
// expect: 4 lines, 11 words, 53 chars, longest "quick"
