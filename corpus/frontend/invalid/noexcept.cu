// expect-build-fail
// nvcc accepts this (C++11); cudak's C++ subset has no exception specifications. The function
// stays declared: its call is not reported.
__host__ __device__ int twice(int x) noexcept { return 2 * x; }
int main() { return twice(0); }
// expect-stderr: noexcept.cu:4:38: error: unsupported: noexcept
// expect-stderr: __host__ __device__ int twice(int x) noexcept { return 2 * x; }
// expect-stderr:                                      ^~~~~~~~
