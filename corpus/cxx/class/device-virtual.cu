// Virtual functions in device code: objects created on the device, calls through base
// pointers dispatch to the final overrider of each thread's object.
#include <cstdio>
#include <cuda_runtime.h>
struct Op {
  __device__ virtual float apply(float x) const { return x; }
  __device__ virtual ~Op() {}
};
struct Scale : Op {
  float k;
  __device__ Scale(float k_) : k(k_) {}
  __device__ float apply(float x) const override { return k * x; }
};
struct Shift : Op {
  float d;
  __device__ Shift(float d_) : d(d_) {}
  __device__ float apply(float x) const override { return x + d; }
};
__device__ float run(const Op &op, float x) { return op.apply(x); }
__global__ void kernel(float *out) {
  int i = threadIdx.x;
  Scale s(2.0f);
  Shift t(10.0f);
  Op id;
  const Op *ops[3] = { &s, &t, &id };
  out[i] = run(*ops[i % 3], (float) i);
}
int main() {
  float *d, h[6];
  cudaMalloc(&d, sizeof h);
  kernel<<<1, 6>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 6; i++) printf("%g\n", h[i]);
  cudaFree(d);
  return 0;
}

// expect: 0
// expect: 11
// expect: 2
// expect: 6
// expect: 14
// expect: 5
