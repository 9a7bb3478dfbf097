// corpus/samples-pmpp/nbody-float4.cu: the all-pairs N-body step as GPU Gems 3's chapter and the
// CUDA sample write it: positions and masses in float4, bodyBodyInteraction with a softening
// factor and rsqrtf, the tile loop over shared memory (one body per thread loaded per tile,
// __syncthreads around it, #pragma unroll), __launch_bounds__, then the integration step with a
// damping factor; the host's double-precision reference of the same steps. The GPU's rsqrtf and
// contracted multiply-adds differ from the host's in the last bits, so the program prints the
// host's values (rounded) and compares the GPU's to a relative tolerance. Expected output from
// the host part built with g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cmath>
#include <vector>
#include <cstdint>

#define BLOCK_SIZE 128
#define SOFTENING_SQUARED 0.01f

__device__ float3 bodyBodyInteraction(float4 bi, float4 bj, float3 ai)
{
  float3 r;
  // r_ij  [3 FLOPS]
  r.x = bj.x - bi.x;
  r.y = bj.y - bi.y;
  r.z = bj.z - bi.z;
  // distSqr = dot(r_ij, r_ij) + EPS^2  [6 FLOPS]
  float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING_SQUARED;
  // invDistCube = 1/distSqr^(3/2)  [4 FLOPS (2 mul, 1 sqrt, 1 inv)]
  float invDist = rsqrtf(distSqr);
  float invDistCube = invDist * invDist * invDist;
  // s = m_j * invDistCube [1 FLOP]
  float s = bj.w * invDistCube;
  // a_i =  a_i + s * r_ij [6 FLOPS]
  ai.x += r.x * s;
  ai.y += r.y * s;
  ai.z += r.z * s;
  return ai;
}

__device__ float3 tile_calculation(float4 myPosition, float3 accel)
{
  extern __shared__ float4 shPosition[];
#pragma unroll 4
  for (int i = 0; i < blockDim.x; i++)
    accel = bodyBodyInteraction(myPosition, shPosition[i], accel);
  return accel;
}

__global__ void __launch_bounds__(BLOCK_SIZE)
calculate_forces(const float4 *__restrict__ devX, float4 *__restrict__ devA, int N)
{
  extern __shared__ float4 shPosition[];
  int gtid = blockIdx.x * blockDim.x + threadIdx.x;
  float4 myPosition = devX[gtid];
  float3 acc = {0.0f, 0.0f, 0.0f};
  for (int i = 0, tile = 0; i < N; i += blockDim.x, tile++) {
    int idx = tile * blockDim.x + threadIdx.x;
    shPosition[threadIdx.x] = devX[idx];
    __syncthreads();
    acc = tile_calculation(myPosition, acc);
    __syncthreads();
  }
  // Save the result in global memory for the integration step.
  float4 acc4 = make_float4(acc.x, acc.y, acc.z, 0.0f);
  devA[gtid] = acc4;
}

__global__ void integrate(float4 *pos, float4 *vel, const float4 *accel, float dt, float damping, int N)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  float4 p = pos[i], v = vel[i], a = accel[i];
  v.x = (v.x + a.x * dt) * damping;
  v.y = (v.y + a.y * dt) * damping;
  v.z = (v.z + a.z * dt) * damping;
  p.x += v.x * dt;
  p.y += v.y * dt;
  p.z += v.z * dt;
  pos[i] = p;
  vel[i] = v;
}

struct Body { double x, y, z, m, vx, vy, vz; };

static void host_step(std::vector<Body> &b, double dt, double damping)
{
  size_t n = b.size();
  std::vector<double> ax(n), ay(n), az(n);
  for (size_t i = 0; i < n; i++) {
    double sx = 0, sy = 0, sz = 0;
    for (size_t j = 0; j < n; j++) {
      double rx = b[j].x - b[i].x, ry = b[j].y - b[i].y, rz = b[j].z - b[i].z;
      double d2 = rx * rx + ry * ry + rz * rz + (double)SOFTENING_SQUARED;
      double inv = 1.0 / std::sqrt(d2);
      double s = b[j].m * inv * inv * inv;
      sx += rx * s; sy += ry * s; sz += rz * s;
    }
    ax[i] = sx; ay[i] = sy; az[i] = sz;
  }
  for (size_t i = 0; i < n; i++) {
    b[i].vx = (b[i].vx + ax[i] * dt) * damping;
    b[i].vy = (b[i].vy + ay[i] * dt) * damping;
    b[i].vz = (b[i].vz + az[i] * dt) * damping;
    b[i].x += b[i].vx * dt; b[i].y += b[i].vy * dt; b[i].z += b[i].vz * dt;
  }
}

int main()
{
  const int N = 256, steps = 3;
  const float dt = 0.001f, damping = 0.995f;
  std::vector<float4> pos(N), vel(N);
  std::vector<Body> ref(N);
  uint32_t seed = 1;
  auto rnd = [&seed]() { seed = seed * 1103515245u + 12345u; return ((seed >> 8) & 0xffff) / 65536.0f - 0.5f; };
  for (int i = 0; i < N; i++) {
    pos[i] = make_float4(4 * rnd(), 4 * rnd(), 4 * rnd(), 1.0f + (i % 4) * 0.25f);
    vel[i] = make_float4(rnd() * 0.1f, rnd() * 0.1f, rnd() * 0.1f, 0.0f);
    ref[i] = Body{pos[i].x, pos[i].y, pos[i].z, pos[i].w, vel[i].x, vel[i].y, vel[i].z};
  }

  float4 *dPos, *dVel, *dAcc;
  cudaMalloc(&dPos, N * sizeof(float4));
  cudaMalloc(&dVel, N * sizeof(float4));
  cudaMalloc(&dAcc, N * sizeof(float4));
  cudaMemcpy(dPos, pos.data(), N * sizeof(float4), cudaMemcpyHostToDevice);
  cudaMemcpy(dVel, vel.data(), N * sizeof(float4), cudaMemcpyHostToDevice);
  int blocks = N / BLOCK_SIZE;
  for (int s = 0; s < steps; s++) {
    calculate_forces<<<blocks, BLOCK_SIZE, BLOCK_SIZE * sizeof(float4)>>>(dPos, dAcc, N);
    integrate<<<blocks, BLOCK_SIZE>>>(dPos, dVel, dAcc, dt, damping, N);
    host_step(ref, dt, damping);
  }
  cudaError_t err = cudaDeviceSynchronize();
  cudaMemcpy(pos.data(), dPos, N * sizeof(float4), cudaMemcpyDeviceToHost);
  cudaMemcpy(vel.data(), dVel, N * sizeof(float4), cudaMemcpyDeviceToHost);

  double maxRel = 0, px = 0, py = 0, pz = 0;
  for (int i = 0; i < N; i++) {
    double dv = std::fabs(vel[i].x - ref[i].vx) + std::fabs(vel[i].y - ref[i].vy) + std::fabs(vel[i].z - ref[i].vz);
    double nv = std::fabs(ref[i].vx) + std::fabs(ref[i].vy) + std::fabs(ref[i].vz);
    maxRel = std::fmax(maxRel, dv / nv);
    px += ref[i].m * ref[i].vx; py += ref[i].m * ref[i].vy; pz += ref[i].m * ref[i].vz;
  }
  printf("%d bodies, %d steps: %s\n", N, steps, cudaGetErrorString(err));
  printf("body 0: position (%.4f, %.4f, %.4f) velocity (%.4f, %.4f, %.4f)\n", ref[0].x, ref[0].y, ref[0].z,
         ref[0].vx, ref[0].vy, ref[0].vz);
  printf("momentum (%.3f, %.3f, %.3f)\n", px, py, pz);
  printf("GPU velocities within 1e-3 relative: %s\n", maxRel < 1e-3 ? "yes" : "NO");
  cudaFree(dPos); cudaFree(dVel); cudaFree(dAcc);
  return maxRel < 1e-3 ? 0 : 1;
}
// make_float4(4 * rnd(), 4 * rnd(), 4 * rnd(), ...) calls rnd() in the order g++ evaluates
// arguments, from the last to the first: z, then y, then x.
// timeout: 60
// expect: 256 bodies, 3 steps: no error
// expect: body 0: position (0.0297, -0.0206, 1.1012) velocity (0.0407, -0.0272, -0.1099)
// expect: momentum (0.228, -0.279, -1.106)
// expect: GPU velocities within 1e-3 relative: yes
