// corpus/samples-books/heat-texture.cu: the heat transfer simulation of "CUDA by Example"
// (ch. 7) as the book writes it: three grids bound to texture references (texture<float> and
// texture<float, 2>, cudaBindTexture and cudaBindTexture2D with a cudaChannelFormatDesc), a
// copy_const kernel that keeps the heaters' cells constant, a blend kernel reading its four
// neighbours with tex1Dfetch (or tex2D, which clamps at the edges) from the buffer a dstOut flag
// selects, the swap of in and out by that flag, and a DataBlock struct; the book draws the grid,
// this prints it as ASCII shades and a few temperatures. A host iteration of the same update
// (clamping at the edges as tex2D does) checks both versions; the picture and temperatures are
// those of that host iteration built by gcc.
// nvcc: removed-in-cuda13: texture references
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define HANDLE_ERROR(e) do { cudaError_t r_ = (e); if (r_ != cudaSuccess) { \
    printf("%s in %s at line %d\n", cudaGetErrorString(r_), __FILE__, __LINE__); exit(EXIT_FAILURE); } } while (0)

#define DIM 48
#define MAX_TEMP 1.0f
#define MIN_TEMP 0.0001f
#define SPEED 0.25f

texture<float> texConstSrc;
texture<float> texIn;
texture<float> texOut;
texture<float, 2> texConstSrc2;
texture<float, 2> texIn2;
texture<float, 2> texOut2;

__global__ void copy_const_kernel(float *iptr)
{
  int x = threadIdx.x + blockIdx.x * blockDim.x;
  int y = threadIdx.y + blockIdx.y * blockDim.y;
  int offset = x + y * blockDim.x * gridDim.x;
  float c = tex1Dfetch(texConstSrc, offset);
  if (c != 0) iptr[offset] = c;
}

__global__ void blend_kernel(float *dst, bool dstOut)
{
  int x = threadIdx.x + blockIdx.x * blockDim.x;
  int y = threadIdx.y + blockIdx.y * blockDim.y;
  int offset = x + y * blockDim.x * gridDim.x;
  int left = offset - 1;
  int right = offset + 1;
  if (x == 0) left++;
  if (x == DIM - 1) right--;
  int top = offset - DIM;
  int bottom = offset + DIM;
  if (y == 0) top += DIM;
  if (y == DIM - 1) bottom -= DIM;
  float t, l, c, r, b;
  if (dstOut) {
    t = tex1Dfetch(texIn, top);
    l = tex1Dfetch(texIn, left);
    c = tex1Dfetch(texIn, offset);
    r = tex1Dfetch(texIn, right);
    b = tex1Dfetch(texIn, bottom);
  } else {
    t = tex1Dfetch(texOut, top);
    l = tex1Dfetch(texOut, left);
    c = tex1Dfetch(texOut, offset);
    r = tex1Dfetch(texOut, right);
    b = tex1Dfetch(texOut, bottom);
  }
  dst[offset] = c + SPEED * (t + b + r + l - 4 * c);
}

__global__ void copy_const_kernel2(float *iptr)
{
  int x = threadIdx.x + blockIdx.x * blockDim.x;
  int y = threadIdx.y + blockIdx.y * blockDim.y;
  int offset = x + y * blockDim.x * gridDim.x;
  float c = tex2D(texConstSrc2, x, y);
  if (c != 0) iptr[offset] = c;
}

__global__ void blend_kernel2(float *dst, bool dstOut)
{
  int x = threadIdx.x + blockIdx.x * blockDim.x;
  int y = threadIdx.y + blockIdx.y * blockDim.y;
  int offset = x + y * blockDim.x * gridDim.x;
  float t, l, c, r, b;
  if (dstOut) {
    t = tex2D(texIn2, x, y - 1);
    l = tex2D(texIn2, x - 1, y);
    c = tex2D(texIn2, x, y);
    r = tex2D(texIn2, x + 1, y);
    b = tex2D(texIn2, x, y + 1);
  } else {
    t = tex2D(texOut2, x, y - 1);
    l = tex2D(texOut2, x - 1, y);
    c = tex2D(texOut2, x, y);
    r = tex2D(texOut2, x + 1, y);
    b = tex2D(texOut2, x, y + 1);
  }
  dst[offset] = c + SPEED * (t + b + r + l - 4 * c);
}

struct DataBlock {
  float *dev_inSrc;
  float *dev_outSrc;
  float *dev_constSrc;
  int frames;
};

static void anim_gpu(DataBlock *d, int ticks, bool twoD)
{
  dim3 blocks(DIM / 16, DIM / 16);
  dim3 threads(16, 16);
  volatile bool dstOut = true;
  for (int i = 0; i < ticks; i++) {
    float *in, *out;
    if (dstOut) {
      in = d->dev_inSrc;
      out = d->dev_outSrc;
    } else {
      out = d->dev_inSrc;
      in = d->dev_outSrc;
    }
    if (twoD) {
      copy_const_kernel2<<<blocks, threads>>>(in);
      blend_kernel2<<<blocks, threads>>>(out, dstOut);
    } else {
      copy_const_kernel<<<blocks, threads>>>(in);
      blend_kernel<<<blocks, threads>>>(out, dstOut);
    }
    dstOut = !dstOut;
  }
  ++d->frames;
}

static void host_reference(float *grid, const float *heaters, int ticks)
{
  float *next = (float *)malloc(DIM * DIM * sizeof(float));
  for (int i = 0; i < ticks; i++) {
    for (int k = 0; k < DIM * DIM; k++)
      if (heaters[k] != 0) grid[k] = heaters[k];
    for (int y = 0; y < DIM; y++)
      for (int x = 0; x < DIM; x++) {
        int xl = x > 0 ? x - 1 : x, xr = x < DIM - 1 ? x + 1 : x;
        int yt = y > 0 ? y - 1 : y, yb = y < DIM - 1 ? y + 1 : y;
        float c = grid[y * DIM + x];
        next[y * DIM + x] = c + SPEED * (grid[yt * DIM + x] + grid[yb * DIM + x] + grid[y * DIM + xr] +
                                         grid[y * DIM + xl] - 4 * c);
      }
    memcpy(grid, next, DIM * DIM * sizeof(float));
  }
  free(next);
}

int main(void)
{
  DataBlock data;
  data.frames = 0;
  long imageSize = DIM * DIM * sizeof(float);
  HANDLE_ERROR(cudaMalloc((void **)&data.dev_inSrc, imageSize));
  HANDLE_ERROR(cudaMalloc((void **)&data.dev_outSrc, imageSize));
  HANDLE_ERROR(cudaMalloc((void **)&data.dev_constSrc, imageSize));
  HANDLE_ERROR(cudaBindTexture(NULL, texConstSrc, data.dev_constSrc, imageSize));
  HANDLE_ERROR(cudaBindTexture(NULL, texIn, data.dev_inSrc, imageSize));
  HANDLE_ERROR(cudaBindTexture(NULL, texOut, data.dev_outSrc, imageSize));
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  HANDLE_ERROR(cudaBindTexture2D(NULL, texConstSrc2, data.dev_constSrc, desc, DIM, DIM, sizeof(float) * DIM));
  HANDLE_ERROR(cudaBindTexture2D(NULL, texIn2, data.dev_inSrc, desc, DIM, DIM, sizeof(float) * DIM));
  HANDLE_ERROR(cudaBindTexture2D(NULL, texOut2, data.dev_outSrc, desc, DIM, DIM, sizeof(float) * DIM));

  float *temp = (float *)malloc(imageSize);
  for (int i = 0; i < DIM * DIM; i++) {
    temp[i] = 0;
    int x = i % DIM;
    int y = i / DIM;
    if ((x > 10) && (x < 20) && (y > 5) && (y < 15)) temp[i] = MAX_TEMP;
  }
  temp[DIM * 30 + 30] = (MAX_TEMP + MIN_TEMP) / 2;
  temp[DIM * 10 + 40] = MIN_TEMP;
  temp[DIM * 40 + 10] = MIN_TEMP;
  for (int y = 30; y < 38; y++)
    for (int x = 36; x < 44; x++) temp[x + y * DIM] = MIN_TEMP;
  HANDLE_ERROR(cudaMemcpy(data.dev_constSrc, temp, imageSize, cudaMemcpyHostToDevice));
  float *heaters = (float *)malloc(imageSize);
  memcpy(heaters, temp, imageSize);
  for (int y = 40; y < DIM; y++)
    for (int x = 0; x < 14; x++) temp[x + y * DIM] = MAX_TEMP;
  float *start = (float *)malloc(imageSize);
  memcpy(start, temp, imageSize);

  const int ticks = 90;
  const char *shades = " .:-=+*#%@";
  float *out = (float *)malloc(imageSize), *ref = (float *)malloc(imageSize);
  for (int version = 0; version < 2; version++) {
    HANDLE_ERROR(cudaMemcpy(data.dev_inSrc, start, imageSize, cudaMemcpyHostToDevice));
    anim_gpu(&data, ticks, version == 1);
    /* after an even number of ticks the latest grid is dev_inSrc */
    HANDLE_ERROR(cudaMemcpy(out, data.dev_inSrc, imageSize, cudaMemcpyDeviceToHost));
    memcpy(ref, start, imageSize);
    host_reference(ref, heaters, ticks);
    float worst = 0;
    for (int i = 0; i < DIM * DIM; i++) worst = fmaxf(worst, fabsf(out[i] - ref[i]));
    printf("%s: frame %d, max difference from the host %s 1e-5\n", version ? "tex2D" : "tex1Dfetch",
           data.frames, worst < 1e-5f ? "below" : "ABOVE");
  }
  for (int y = 0; y < DIM; y += 3) {
    for (int x = 0; x < DIM; x += 1) {
      int s = (int)(ref[y * DIM + x] * 10);
      putchar(shades[s < 0 ? 0 : s > 9 ? 9 : s]);
    }
    putchar('\n');
  }
  printf("T(15,10) = %.3f, T(25,25) = %.3f, T(5,44) = %.3f\n", ref[10 * DIM + 15], ref[25 * DIM + 25], ref[44 * DIM + 5]);

  cudaUnbindTexture(texIn);
  cudaUnbindTexture(texOut);
  cudaUnbindTexture(texConstSrc);
  cudaUnbindTexture(texIn2);
  cudaUnbindTexture(texOut2);
  cudaUnbindTexture(texConstSrc2);
  HANDLE_ERROR(cudaFree(data.dev_inSrc));
  HANDLE_ERROR(cudaFree(data.dev_outSrc));
  HANDLE_ERROR(cudaFree(data.dev_constSrc));
  free(temp); free(heaters); free(start); free(out); free(ref);
  return 0;
}
// timeout: 60
// expect: tex1Dfetch: frame 1, max difference from the host below 1e-5
// expect: tex2D: frame 2, max difference from the host below 1e-5
// expect:   ....::--===+++++===--::...                    
// expect:  ....::--=++*******++=--::..                    
// expect: ....::-=+*#%@@@@@@@%#*+=-::..                   
// expect: ....:--=+#%@@@@@@@@@%#+=--:...                  
// expect: ....::-=+#%@@@@@@@@@%#+=-::..                   
// expect:  ....::-=+*#%%%%%%%#*+=-::...                   
// expect:    ....::--=========--::...                     
// expect:       .....:::::::::.....                       
// expect:              .....                              
// expect:                            ......               
// expect:                           ...:::..              
// expect: ........                    .....               
// expect: :::::::......                                   
// expect: ===----::.........                              
// expect: +++++===--:::::.....                            
// expect: ******+++==---:::....                           
// expect: T(15,10) = 1.000, T(25,25) = 0.068, T(5,44) = 0.578
