// __device__ and __host__ __device__ member functions, constructors with default arguments,
// member and non-member operators in a kernel; device-side objects in local memory.
#include <cstdio>
#include <cuda_runtime.h>
struct Accum {
  float sum;
  int n;
  __device__ Accum() : sum(0), n(0) {}
  __device__ void add(float v) { sum += v; n++; }
  __device__ float mean() const { return n ? sum / n : 0.0f; }
};
struct Vec2 {
  float x, y;
  __host__ __device__ Vec2(float a = 0, float b = 0) : x(a), y(b) {}
  __host__ __device__ Vec2 operator+(const Vec2 &o) const { return Vec2(x + o.x, y + o.y); }
  __host__ __device__ Vec2 &operator+=(const Vec2 &o) { x += o.x; y += o.y; return *this; }
  __host__ __device__ float dot(const Vec2 &o) const { return x * o.x + y * o.y; }
};
__host__ __device__ Vec2 operator*(float s, const Vec2 &v) { return Vec2(s * v.x, s * v.y); }
__global__ void kernel(const float *in, float *out, Vec2 *vs, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Accum a;
  for (int k = 0; k <= i; k++) a.add(in[k]);
  out[i] = a.mean();
  Vec2 v(i, 2 * i);
  v += Vec2(1, 1);
  vs[i] = 2.0f * v + Vec2(0.5f, 0.5f);
}
int main() {
  const int n = 8;
  float h[n], r[n];
  for (int i = 0; i < n; i++) h[i] = i + 1;
  float *din, *dout; Vec2 *dv;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMalloc(&dv, n * sizeof(Vec2));
  cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice);
  kernel<<<1, n>>>(din, dout, dv, n);
  Vec2 hv[n];
  cudaMemcpy(r, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(hv, dv, n * sizeof(Vec2), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++) printf("%g (%g, %g) %g\n", r[i], hv[i].x, hv[i].y, hv[i].dot(Vec2(1, 0)));
  cudaFree(din); cudaFree(dout); cudaFree(dv);
  return 0;
}

// expect: 1 (2.5, 2.5) 2.5
// expect: 1.5 (4.5, 6.5) 4.5
// expect: 2 (6.5, 10.5) 6.5
// expect: 2.5 (8.5, 14.5) 8.5
// expect: 3 (10.5, 18.5) 10.5
// expect: 3.5 (12.5, 22.5) 12.5
// expect: 4 (14.5, 26.5) 14.5
// expect: 4.5 (16.5, 30.5) 16.5
