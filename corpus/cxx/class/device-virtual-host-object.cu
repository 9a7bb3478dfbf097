// An object with virtual functions built by the host and copied to the device: its vtable
// pointer points into host memory, and the virtual call on the device is the invalid access
// the CUDA Programming Guide warns of ("it is not allowed to pass as an argument to a
// __global__ function an object of a class with virtual functions").
#include <cstdio>
#include <cuda_runtime.h>
struct Base {
  __host__ __device__ virtual int value() const { return 1; }
};
struct Derived : Base {
  __host__ __device__ int value() const override { return 2; }
};
__global__ void kernel(const Base *b, int *out) { *out = b->value(); }
int main() {
  Derived h;
  Derived *d;
  int *out;
  cudaMalloc(&d, sizeof(Derived));
  cudaMalloc(&out, sizeof(int));
  cudaMemcpy(d, &h, sizeof(Derived), cudaMemcpyHostToDevice);
  kernel<<<1, 1>>>(d, out);
  int r = 0;
  cudaError_t e = cudaMemcpy(&r, out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d %s\n", r, cudaGetErrorString(e));
  cudaFree(d);
  cudaFree(out);
  return 0;
}
// expect: 0 an illegal memory access was encountered
// expect-exit: 1
// expect-report: ^device-virtual-host-object\.cu:13:66: error: device code reads host memory that is not pinned, mapped or managed: 8 bytes at offset 16 of 'vtable for Derived' \(24 bytes\)$
// expect-report: ^device-virtual-host-object\.cu:25:3: warning: unchecked CUDA error: 'cudaFree'
// expect-report: ^device-virtual-host-object\.cu:26:3: warning: unchecked CUDA error: 'cudaFree'
