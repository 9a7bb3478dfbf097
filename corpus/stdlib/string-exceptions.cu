// The exceptions std::string and the sto* functions throw, caught as libstdc++'s: at() and
// substr() out of range are std::out_of_range with libstdc++'s messages, stoi of text that
// is no number std::invalid_argument("stoi"), of a number beyond int std::out_of_range.
#include <stdexcept>
#include <string>
#include <iostream>
#include <cuda_runtime.h>

__global__ void lengths(const int *in, int *out, int n)
{
  int i = threadIdx.x;
  if (i < n)
    out[i] = in[i] * 2;
}

int parse(const std::string &text)
{
  try {
    return std::stoi(text);
  } catch (const std::invalid_argument &e) {
    std::cout << "not a number: \"" << text << "\" (" << e.what() << ")\n";
  } catch (const std::out_of_range &e) {
    std::cout << "too large: " << text << " (" << e.what() << ")\n";
  }
  return -1;
}

int main()
{
  std::string words[] = { "12", "x7", "99999999999", "30" };
  int h[4], *d_in, *d_out;
  for (int i = 0; i < 4; i++)
    h[i] = parse(words[i]);
  cudaMalloc(&d_in, sizeof h);
  cudaMalloc(&d_out, sizeof h);
  cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
  lengths<<<1, 4>>>(d_in, d_out, 4);
  cudaMemcpy(h, d_out, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d_in);
  cudaFree(d_out);
  for (int i = 0; i < 4; i++)
    std::cout << words[i] << " -> " << h[i] << '\n';
  std::string s = "abc";
  try {
    std::cout << s.at(1) << s.at(3) << '\n';
  } catch (const std::out_of_range &e) {
    std::cout << "\ncaught: " << e.what() << '\n';
  }
  try {
    std::cout << s.substr(4) << '\n';
  } catch (const std::exception &e) {
    std::cout << "caught: " << e.what() << '\n';
  }
  return 0;
}
// expect: not a number: "x7" (stoi)
// expect: too large: 99999999999 (stoi)
// expect: 12 -> 24
// expect: x7 -> -2
// expect: 99999999999 -> -2
// expect: 30 -> 60
// expect: b
// expect: caught: basic_string::at: __n (which is 3) >= this->size() (which is 3)
// expect: caught: basic_string::substr: __pos (which is 4) > this->size() (which is 3)
