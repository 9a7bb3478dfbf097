// std::cout is synchronised with stdio: printf, puts and cout lines come out in program
// order, with or without endl; std::cerr and std::clog write to stderr (cerr unit-buffered).
#include <iostream>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void square(int *v)
{
  v[threadIdx.x] = threadIdx.x * threadIdx.x;
}

int main()
{
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  square<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("printf first\n");
  std::cout << "cout second" << '\n';
  puts("puts third");
  std::cout << "cout fourth, no newline yet... ";
  printf("printf finishes the line\n");
  for (int i = 0; i < 4; i++) {
    std::cout << "h[" << i << "] = " << h[i];
    printf(" (printf says %d)\n", h[i]);
  }
  std::cerr << "cerr: " << h[3] << std::endl;
  std::clog << "clog: done" << '\n';
  std::cout << "last" << std::flush << std::endl;
  return 0;
}
// expect: printf first
// expect: cout second
// expect: puts third
// expect: cout fourth, no newline yet... printf finishes the line
// expect: h[0] = 0 (printf says 0)
// expect: h[1] = 1 (printf says 1)
// expect: h[2] = 4 (printf says 4)
// expect: h[3] = 9 (printf says 9)
// expect: last
// expect-stderr: cerr: 9
// expect-stderr: clog: done
