// corpus/samples-books/cfe-distance-stability.cu: two apps of "CUDA for Engineers" (Storti and
// Yurtoglu) as the book writes them: the distance app (dist_v2: scale() maps an index to [0, 1],
// distanceKernel computes the distance of each point from a reference with a __device__ helper,
// N = 64 points, TPB = 32 threads per block, the results copied back and printed), and the
// stability app (a damped oscillator's phase plane: each pixel of a uchar4 image is coloured by
// whether one step of the system moves the state away from or toward the origin), rendered here
// to the terminal as characters instead of an OpenGL texture. Grid coordinates and the step are
// dyadic, so every computed square is exact and the picture does not depend on contraction.
// Expected output from the host part built with g++ and by hand.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 64
#define TPB 32

__device__ float scale(int i, int n)
{
  return ((float)i) / (n - 1);
}

// Compute the distance between 2 points on a line.
__device__ float distance(float x1, float x2)
{
  return sqrt((x2 - x1) * (x2 - x1));
}

__global__ void distanceKernel(float *d_out, float ref, int len)
{
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float x = scale(i, len);
  d_out[i] = distance(x, ref);
  if (i % 21 == 0 && i < TPB)   // one warp's lanes: their lines come in lane order
    printf("i = %2d: dist from %f to %f is %f.\n", i, ref, x, d_out[i]);
}

// --- the stability app ---
#define W 48
#define H 24
#define DELTA_T 0.0625f

struct uchar4_image { uchar4 *pixels; int w, h; };

__device__ unsigned char clip(int n) { return n > 255 ? 255 : (n < 0 ? 0 : n); }

// x' = y, y' = -2 p y - x: a damped (p > 0) or driven (p < 0) oscillator
__device__ float f(float x, float y) { return y; }
__device__ float g(float x, float y, float param, float sys)
{
  if (sys == 1) return -x - 2 * param * y;         // the damped linear oscillator
  return -x;
}

__global__ void stabImageKernel(uchar4 *d_out, int w, int h, float p, int s)
{
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = blockIdx.y * blockDim.y + threadIdx.y;
  if ((c >= w) || (r >= h)) return; // Check if within image bounds
  const int i = c + r * w;          // 1D indexing
  const float x0 = (c - w / 2) * 0.25f;
  const float y0 = (h / 2 - r) * 0.25f;
  const float dist_0 = x0 * x0 + y0 * y0;
  const float x1 = x0 + DELTA_T * f(x0, y0);
  const float y1 = y0 + DELTA_T * g(x0, y0, p, s);
  const float dist_1 = x1 * x1 + y1 * y1;
  const int grow = dist_1 > dist_0 ? 255 : 0, shrink = dist_1 < dist_0 ? 255 : 0;
  d_out[i].x = clip(grow);            // red: moving away
  d_out[i].y = dist_0 == 0.0f ? 255 : 0; // green: the origin
  d_out[i].z = clip(shrink);          // blue: moving closer
  d_out[i].w = 255;
}

static void render(const uchar4 *img, int w, int h, const char *title)
{
  printf("%s\n", title);
  for (int r = 0; r < h; r += 2) {   // a terminal cell is twice as high as wide
    putchar('|');
    for (int c = 0; c < w; c++) {
      const uchar4 px = img[c + r * w];
      putchar(px.y ? 'o' : px.x ? '+' : px.z ? '-' : ' ');
    }
    puts("|");
  }
}

int main()
{
  const float ref = 0.5f;
  float *d_out = 0;
  cudaMalloc(&d_out, N * sizeof(float));
  distanceKernel<<<N / TPB, TPB>>>(d_out, ref, N);
  float out[N];
  cudaMemcpy(out, d_out, N * sizeof(float), cudaMemcpyDeviceToHost);
  float sum = 0.0f;
  for (int i = 0; i < N; i++) sum += out[i];
  printf("sum of distances %.6f, out[21] = %.6f\n", sum, out[21]);
  cudaFree(d_out);

  uchar4 *d_img;
  uchar4 *img = (uchar4 *)malloc(W * H * sizeof(uchar4));
  cudaMalloc(&d_img, W * H * sizeof(uchar4));
  const dim3 blockSize(16, 8);
  const dim3 gridSize((W + blockSize.x - 1) / blockSize.x, (H + blockSize.y - 1) / blockSize.y);
  const float params[] = { 0.25f, -0.25f };
  for (int k = 0; k < 2; k++) {
    stabImageKernel<<<gridSize, blockSize>>>(d_img, W, H, params[k], 1);
    cudaMemcpy(img, d_img, W * H * sizeof(uchar4), cudaMemcpyDeviceToHost);
    char title[64];
    snprintf(title, sizeof title, "linear oscillator, p = %.2f", params[k]);
    render(img, W, H, title);
  }
  stabImageKernel<<<gridSize, blockSize>>>(d_img, W, H, 0.0f, 0);
  cudaMemcpy(img, d_img, W * H * sizeof(uchar4), cudaMemcpyDeviceToHost);
  render(img, W, H, "undamped oscillator");
  cudaFree(d_img);
  free(img);
  return 0;
}
// expect: i =  0: dist from 0.500000 to 0.000000 is 0.500000.
// expect: i = 21: dist from 0.500000 to 0.333333 is 0.166667.
// expect: sum of distances 16.253967, out[21] = 0.166667
// expect: linear oscillator, p = 0.25
// expect: |------------------------------------------------|
// expect: |------------------------------------------------|
// expect: |------------------------------------------------|
// expect: |---------------------------------------------+++|
// expect: |+++++++-------------------------------++++++++++|
// expect: |++++++++++++++++---------------+++++++++++++++++|
// expect: |++++++++++++++++++++++++o+++++++++++++++++++++++|
// expect: |++++++++++++++++++---------------+++++++++++++++|
// expect: |+++++++++++-------------------------------++++++|
// expect: |++++--------------------------------------------|
// expect: |------------------------------------------------|
// expect: |------------------------------------------------|
// expect: linear oscillator, p = -0.25
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++o+++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: undamped oscillator
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++o+++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
// expect: |++++++++++++++++++++++++++++++++++++++++++++++++|
