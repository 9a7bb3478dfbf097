// expect-build-fail
// nvcc accepts this (C++11); cudak asks for CUDA's __align__ on a struct. The struct stays
// declared: its uses are not reported.
struct alignas(16) Quad { float x, y, z, w; };
int main()
{
  Quad q;
  q.x = 1.0f;
  return (int) q.x - 1;
}
// expect-stderr: alignas-struct.cu:4:8: error: unsupported: alignas on a struct (use __align__)
// expect-stderr: struct alignas(16) Quad { float x, y, z, w; };
// expect-stderr:        ^~~~~~~
