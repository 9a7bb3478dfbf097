// corpus/samples/exception.cu: samples that throw through Common/exception.h: RUNTIME_EXCEPTION
// and RANGE_EXCEPTION throw Exception<std::runtime_error> and Exception<std::range_error>
// with the file and line in the message, caught by the standard base class or handed to
// handleException, which prints what() to std::cerr and exits with EXIT_FAILURE. The toolkit
// has no samples' Common/, so nvcc checks with cudak's helper headers. Expected output: the
// originals' message format, checked with g++ against the same header.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <helper_functions.h>

static int check_size(int n)
{
  if (n <= 0)
    RUNTIME_EXCEPTION("size must be positive");
  return n;
}

__global__ void fill(int *a, int n)
{
  int i = threadIdx.x;
  if (i < n)
    a[i] = i * i;
}

int main(void)
{
  printf("%d\n", check_size(4));
  try {
    check_size(0);
  } catch (const std::runtime_error &e) {
    printf("caught: %s", e.what());
  }
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  fill<<<1, 4>>>(d, 4);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  try {
    if (h[3] != 9)
      LOGIC_EXCEPTION("wrong square");
    RANGE_EXCEPTION(std::string("index 7 of 4"));
  } catch (const Exception<std::range_error> &e) {
    fflush(stdout);
    handleException(e);
  }
  printf("not reached\n");
  return 0;
}
// expect: 4
// expect: caught: Exception in file 'exception.cu' in line 14
// expect: Detailed description: size must be positive
// expect-exit: 1
// expect-report: ^Exception in file 'exception.cu' in line 41$
// expect-report: ^Detailed description: index 7 of 4$
// The exit() in the handler leaves the exception object's heap memory allocated (the object and
// its message), as on a GPU machine (where valgrind calls it still reachable); cudak's leak check
// says so. The temporary string of `throw Exception(s.str())` is gone: it ended with the throw's
// full-expression, before the handler ran:
// expect-report: ^<cudak>/exception.h:24:5: warning: leak: 16 bytes allocated by new are never freed$
// expect-report: ^<cudak>/stdexcept:\d+:\d+: warning: leak: 80 bytes allocated by new\[\] are never freed$
// stderr-allow: ^$
// nvcc-args: -Xcompiler -idirafter,../../frontend/include
