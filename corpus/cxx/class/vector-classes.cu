// The vector types are ordinary aggregates of <vector_types.h> and dim3 an ordinary class
// (issue 19): a struct deriving from float4 or holding one, aggregates holding dim3 members
// (constructed by dim3's constructors, those not named default-constructed to 1), a float4
// passed by value to a kernel, arrays of float4 in shared memory, make_int2, and dim3 objects
// in device memory: __device__ and __constant__ ones constant-initialised by the constexpr
// constructor (as nvcc allows), a __shared__ one not initialised. Host lines as g++ prints
// them with the toolkit's headers; device lines computed by hand below.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstddef>
#include <cuda_runtime.h>

struct Particle : float4 {          // x, y, z and w from its base
  int id;
};
struct Holder {
  char tag;
  float4 v;                          // at offset 16: float4 is 16-byte aligned
  int2 i;
};
struct Launch {
  dim3 grid, block;
  size_t shared;
};

__device__ dim3 dev_dims;            // (1,1,1)
__constant__ dim3 const_dims(2, 3);  // (2,3,1)

__global__ void scale(float4 v, float4 *out, Particle p)
{
  __shared__ float4 tile[4];
  __shared__ dim3 seen;              // not initialised: written before it is read
  int t = threadIdx.x;
  tile[t] = make_float4(v.x * t, v.y * t, v.z * t, v.w * t);
  if (t == 0)
    seen = blockDim;
  __syncthreads();
  float4 o = tile[3 - t];
  o.w += p.w + p.id + seen.x * 100 + dev_dims.z * 1000 + const_dims.y * 10000;
  out[t] = o;
}

int main()
{
  Particle p;
  p.x = 1; p.y = 2; p.z = 3; p.w = 4; p.id = 7;
  Holder h = {'a', {1.5f, 2.5f, 3.5f, 4.5f}, make_int2(-1, 2)};
  Launch l = {dim3(2), {4, 4}};
  Launch m = {8};
  Launch n{};
  printf("particle %g %g %g %g %d | sizeof %zu alignof %zu offsetof id %zu\n", p.x, p.y, p.z, p.w, p.id,
         sizeof(Particle), alignof(Particle), offsetof(Particle, id));
  printf("holder %c %g %g %d %d | sizeof %zu offsetof v %zu i %zu\n", h.tag, h.v.x, h.v.w, h.i.x, h.i.y,
         sizeof(Holder), offsetof(Holder, v), offsetof(Holder, i));
  printf("launch l %u %u %u | %u %u %u | %zu\n", l.grid.x, l.grid.y, l.grid.z, l.block.x, l.block.y, l.block.z, l.shared);
  printf("launch m %u %u %u | %u %u %u | %zu\n", m.grid.x, m.grid.y, m.grid.z, m.block.x, m.block.y, m.block.z, m.shared);
  printf("launch n %u %u %u | %u %u %u | %zu\n", n.grid.x, n.grid.y, n.grid.z, n.block.x, n.block.y, n.block.z, n.shared);
  float4 *d, out[4];
  cudaMalloc(&d, sizeof out);
  scale<<<1, 4>>>(make_float4(1, 2, 3, 4), d, p);
  cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; i++)
    printf("out %g %g %g %g\n", out[i].x, out[i].y, out[i].z, out[i].w);
  cudaFree(d);
  return 0;
}
// out[t] is tile[3 - t] = (3-t) * (1, 2, 3, 4), its w plus p.w 4 + p.id 7 + blockDim.x 4 * 100
// + dev_dims.z 1 * 1000 + const_dims.y 3 * 10000 = 31411.
// expect: particle 1 2 3 4 7 | sizeof 32 alignof 16 offsetof id 16
// expect: holder a 1.5 4.5 -1 2 | sizeof 48 offsetof v 16 i 32
// expect: launch l 2 1 1 | 4 4 1 | 0
// expect: launch m 8 1 1 | 1 1 1 | 0
// expect: launch n 1 1 1 | 1 1 1 | 0
// expect: out 3 6 9 31423
// expect: out 2 4 6 31419
// expect: out 1 2 3 31415
// expect: out 0 0 0 31411
