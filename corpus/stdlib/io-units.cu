// Two units include <iostream> and <string>: one std::cout for the program (an inline
// variable), so the fixed and precision this unit sets apply to the other's output, and
// ios_base's constants and std::string link once.
// cudak-args: include/io-units-b.cu
#include <iostream>
#include <iomanip>
#include <string>

void report(const std::string &what, double value);

__global__ void scale(float *v) { v[threadIdx.x] *= 3.0f; }

int main()
{
  float h[2] = { 0.5f, 1.25f }, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  std::cout << std::fixed << std::setprecision(3);
  report("first", h[0]);
  report(std::string("second"), h[1]);
  std::cout << std::defaultfloat;
  report("third", h[0] + h[1]);
  return 0;
}
// expect: first: 1.500 (flags 4)
// expect: second: 3.750 (flags 4)
// expect: third: 5.25 (flags 0)
