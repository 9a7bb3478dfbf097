// <cstdio> and <cctype> declare their names in namespace std too: std::printf, std::FILE,
// std::fprintf, std::toupper, std::isdigit, used next to std::cout and std::string.
#include <cstdio>
#include <cctype>
#include <iostream>
#include <string>

__global__ void count_digits(const char *s, int n, int *out)
{
  int i = threadIdx.x;
  if (i < n && s[i] >= '0' && s[i] <= '9')
    atomicAdd(out, 1);
}

int main()
{
  std::string text = "sm_90 has 132 SMs";
  int n = (int) text.size(), digits = 0, *dcount;
  char *dtext;
  cudaMalloc(&dtext, n);
  cudaMalloc(&dcount, sizeof(int));
  cudaMemcpy(dtext, text.c_str(), n, cudaMemcpyHostToDevice);
  cudaMemcpy(dcount, &digits, sizeof(int), cudaMemcpyHostToDevice);
  count_digits<<<1, 32>>>(dtext, n, dcount);
  cudaMemcpy(&digits, dcount, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(dtext);
  cudaFree(dcount);
  int host_digits = 0;
  for (char c : text)
    host_digits += std::isdigit(static_cast<unsigned char>(c)) ? 1 : 0;
  std::string upper;
  for (char c : text)
    upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  std::printf("digits: device %d, host %d\n", digits, host_digits);
  std::cout << upper << std::endl;
  std::FILE *out = stdout;
  std::fprintf(out, "%s\n", digits == host_digits ? "Test PASSED" : "Test FAILED");
  return 0;
}
// expect: digits: device 5, host 5
// expect: SM_90 HAS 132 SMS
// expect: Test PASSED
