// corpus/samples-competitive/mandelbrot-persistent.cu: a Mandelbrot renderer with persistent
// threads, as performance-minded code writes it: a grid sized to the device (SM count from
// cudaGetDeviceProperties times the blocks per SM that cudaOccupancyMaxActiveBlocksPerMultiprocessor
// allows), each warp taking rows from a global work counter (lane 0's atomicAdd broadcast with
// __shfl_sync) until none are left; the iteration in Q7.24 fixed point with 64-bit products
// (the 64-bit product shifted back), so every escape count is exact and the picture is
// the same on any GPU. The picture is printed with a character ramp, the per-warp row counts
// summed (their split depends on the schedule, their sum does not). Expected output from the
// host reference built with g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <vector>

#define W 72
#define H 28
#define MAX_ITER 64
#define FRAC 24

typedef int32_t fixed;

__host__ __device__ inline fixed fx_mul(fixed a, fixed b) { return (fixed)(((int64_t)a * b) >> FRAC); }
__host__ __device__ inline fixed fx_from_ratio(int num, int den) { return (fixed)(((int64_t)num << FRAC) / den); }

__host__ __device__ inline int escape(fixed cr, fixed ci)
{
  fixed zr = 0, zi = 0;
  const fixed four = (fixed)4 << FRAC;
  for (int it = 0; it < MAX_ITER; it++) {
    fixed zr2 = fx_mul(zr, zr), zi2 = fx_mul(zi, zi);
    if (zr2 + zi2 > four) return it;
    fixed nzr = zr2 - zi2 + cr;
    zi = 2 * fx_mul(zr, zi) + ci;
    zr = nzr;
  }
  return MAX_ITER;
}

// the pixel (x, y) maps to re in [-2.25, 0.75], im in [-1.25, 1.25]
__host__ __device__ inline int pixel(int x, int y)
{
  fixed cr = fx_from_ratio(-225 + 300 * x / (W - 1), 100);
  fixed ci = fx_from_ratio(-125 + 250 * y / (H - 1), 100);
  return escape(cr, ci);
}

__global__ void render_persistent(unsigned char *img, int *nextRow, int *rowsPerWarp)
{
  int lane = threadIdx.x & 31;
  int warpGlobal = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int done = 0;
  for (;;) {
    int row = 0;
    if (lane == 0) row = atomicAdd(nextRow, 1);
    row = __shfl_sync(0xffffffffu, row, 0);
    if (row >= H) break;
    for (int x = lane; x < W; x += 32)
      img[row * W + x] = (unsigned char)pixel(x, row);
    done++;
  }
  if (lane == 0) rowsPerWarp[warpGlobal] = done;
}

int main()
{
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  const int threads = 64;
  int blocksPerSM = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSM, render_persistent, threads, 0);
  int blocks = prop.multiProcessorCount * blocksPerSM;
  if (blocks > 8) blocks = 8;   // rows are few: more warps would only find the counter exhausted
  int warps = blocks * threads / 32;

  unsigned char *d_img;
  int *d_next, *d_rows;
  cudaMalloc(&d_img, W * H);
  cudaMalloc(&d_next, sizeof(int));
  cudaMalloc(&d_rows, warps * sizeof(int));
  cudaMemset(d_next, 0, sizeof(int));
  render_persistent<<<blocks, threads>>>(d_img, d_next, d_rows);
  std::vector<unsigned char> img(W * H);
  std::vector<int> rows(warps);
  cudaMemcpy(img.data(), d_img, W * H, cudaMemcpyDeviceToHost);
  cudaMemcpy(rows.data(), d_rows, warps * sizeof(int), cudaMemcpyDeviceToHost);
  int total = 0;
  for (int r : rows) total += r;

  const char ramp[] = " .:-=+*#%@";
  int inside = 0, mismatches = 0;
  for (int y = 0; y < H; y++) {
    char line[W + 1];
    for (int x = 0; x < W; x++) {
      int it = img[y * W + x];
      if (it != pixel(x, y)) mismatches++;
      inside += it == MAX_ITER;
      line[x] = it == MAX_ITER ? '@' : ramp[it * 9 / MAX_ITER];
    }
    line[W] = 0;
    printf("%s\n", line);
  }
  printf("%d rows rendered by the warps, %d pixels inside, %d differ from the host\n", total, inside, mismatches);
  cudaFree(d_img); cudaFree(d_next); cudaFree(d_rows);
  return mismatches != 0;
}
// expect:                                                                         
// expect:                                                                         
// expect:                                                  .                      
// expect:                                                  .:.:.                  
// expect:                                                ...*@-.                  
// expect:                                               ..:@@@@#.                 
// expect:                                         ........-@@@@:....    .         
// expect:                                        -%+@.:@@@@@@@@@@@@*..-.-:        
// expect:                                      ...:@@@@@@@@@@@@@@@@@@@@@-         
// expect:                        ..           ..+@@@@@@@@@@@@@@@@@@@@@@=:.        
// expect:                        .:....:.......@@@@@@@@@@@@@@@@@@@@@@@@@@*:       
// expect:                        ..:@@@@@@=+..@@@@@@@@@@@@@@@@@@@@@@@@@@@-.       
// expect:                     :...:@@@@@@@@@@-@@@@@@@@@@@@@@@@@@@@@@@@@@@.        
// expect:             .   .....:@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@.         
// expect:             . ......:=@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@.         
// expect:                    .:...-@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@.        
// expect:                        ..:@#@@@@@*..-@@@@@@@@@@@@@@@@@@@@@@@@@@+.       
// expect:                        .::...:-......-@@@@@@@@@@@@@@@@@@@@@@@@@:.       
// expect:                        ..          ...+@@@@@@@@@@@@@@@@@@@@@@@..-       
// expect:                                      ...:@@@@@@@@@@@@@@@@@@@@=.         
// expect:                                        .@@@:-@@@@@@@@@@@@:..-:-.        
// expect:                                        ..:......:@@@@:....    .         
// expect:                                               ..@@@@@+.                 
// expect:                                                .=.+@:..                 
// expect:                                                  .....                  
// expect:                                                  ..                     
// expect:                                                                         
// expect:                                                                         
// expect: 28 rows rendered by the warps, 404 pixels inside, 0 differ from the host
