// corpus/samples-books/julia-ray.cu: two image programs of "CUDA by Example" as the book writes
// them: the Julia set (ch. 4) with a cuComplex struct of __device__ member operators, one block
// per pixel (grid(DIM, DIM), one thread each), written to a PPM file with fprintf and fwrite;
// and the ray tracer (ch. 6) with its spheres in __constant__ memory filled by
// cudaMemcpyToSymbol, INF, rnd() from rand(), a hit() member returning the depth and the shading
// factor through a pointer, and 16x16 blocks. Each image is printed as ASCII shades, the PPM
// file's size and a checksum of each image's bytes. nvcc's optimiser shares the products of
// a * a with magnitude2 and fuses only some of them; the Julia image is the same for every choice
// of which products are fused (checked on the host with fmaf), so it does not hang on that.
// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define HANDLE_ERROR(e) do { cudaError_t r_ = (e); if (r_ != cudaSuccess) { \
    printf("%s in %s at line %d\n", cudaGetErrorString(r_), __FILE__, __LINE__); exit(EXIT_FAILURE); } } while (0)

#define DIM 64

struct cuComplex {
  float r;
  float i;
  __device__ cuComplex(float a, float b) : r(a), i(b) {}
  __device__ float magnitude2(void) { return r * r + i * i; }
  __device__ cuComplex operator*(const cuComplex &a) { return cuComplex(r * a.r - i * a.i, i * a.r + r * a.i); }
  __device__ cuComplex operator+(const cuComplex &a) { return cuComplex(r + a.r, i + a.i); }
};

__device__ int julia(int x, int y)
{
  const float scale = 1.5;
  float jx = scale * (float)(DIM / 2 - x) / (DIM / 2);
  float jy = scale * (float)(DIM / 2 - y) / (DIM / 2);
  cuComplex c(-0.8, 0.156);
  cuComplex a(jx, jy);
  int i = 0;
  for (i = 0; i < 200; i++) {
    a = a * a + c;
    if (a.magnitude2() > 1000) return 0;
  }
  return 1;
}

__global__ void kernel(unsigned char *ptr)
{
  int x = blockIdx.x;
  int y = blockIdx.y;
  int offset = x + y * gridDim.x;
  int juliaValue = julia(x, y);
  ptr[offset * 4 + 0] = 255 * juliaValue;
  ptr[offset * 4 + 1] = 0;
  ptr[offset * 4 + 2] = 0;
  ptr[offset * 4 + 3] = 255;
}

#define INF 2e10f
#define rnd(x) (x * rand() / RAND_MAX)
#define SPHERES 12

struct Sphere {
  float r, b, g;
  float radius;
  float x, y, z;
  __device__ float hit(float ox, float oy, float *n)
  {
    float dx = ox - x;
    float dy = oy - y;
    if (dx * dx + dy * dy < radius * radius) {
      float dz = sqrtf(radius * radius - dx * dx - dy * dy);
      *n = dz / sqrtf(radius * radius);
      return dz + z;
    }
    return -INF;
  }
};

__constant__ Sphere s[SPHERES];

__global__ void trace(unsigned char *ptr)
{
  int x = threadIdx.x + blockIdx.x * blockDim.x;
  int y = threadIdx.y + blockIdx.y * blockDim.y;
  int offset = x + y * blockDim.x * gridDim.x;
  float ox = (x - DIM / 2);
  float oy = (y - DIM / 2);
  float r = 0, g = 0, b = 0;
  float maxz = -INF;
  for (int i = 0; i < SPHERES; i++) {
    float n;
    float t = s[i].hit(ox, oy, &n);
    if (t > maxz) {
      float fscale = n;
      r = s[i].r * fscale;
      g = s[i].g * fscale;
      b = s[i].b * fscale;
      maxz = t;
    }
  }
  ptr[offset * 4 + 0] = (int)(r * 255);
  ptr[offset * 4 + 1] = (int)(g * 255);
  ptr[offset * 4 + 2] = (int)(b * 255);
  ptr[offset * 4 + 3] = 255;
}

static void show(const unsigned char *bitmap, int channel)
{
  const char *shades = " .:-=+*#%@";
  for (int y = 0; y < DIM; y += 4) {
    for (int x = 0; x < DIM; x += 2) putchar(shades[bitmap[(x + y * DIM) * 4 + channel] * 9 / 255]);
    putchar('\n');
  }
}

static unsigned long checksum(const unsigned char *p, long n)
{
  unsigned long h = 5381;
  for (long i = 0; i < n; i++) h = h * 33 + p[i];
  return h & 0xffffffffUL;
}

int main(void)
{
  unsigned char *bitmap = (unsigned char *)malloc(DIM * DIM * 4);
  unsigned char *dev_bitmap;
  HANDLE_ERROR(cudaMalloc((void **)&dev_bitmap, DIM * DIM * 4));
  dim3 grid(DIM, DIM);
  kernel<<<grid, 1>>>(dev_bitmap);
  HANDLE_ERROR(cudaMemcpy(bitmap, dev_bitmap, DIM * DIM * 4, cudaMemcpyDeviceToHost));
  show(bitmap, 0);
  printf("julia checksum %08lx\n", checksum(bitmap, DIM * DIM * 4));

  FILE *f = fopen("julia.ppm", "wb");
  fprintf(f, "P6\n%d %d\n255\n", DIM, DIM);
  for (int i = 0; i < DIM * DIM; i++) fwrite(bitmap + 4 * i, 1, 3, f);
  fclose(f);
  f = fopen("julia.ppm", "rb");
  fseek(f, 0, SEEK_END);
  printf("julia.ppm: %ld bytes\n", ftell(f));
  fclose(f);

  srand(1);
  Sphere *temp_s = (Sphere *)malloc(sizeof(Sphere) * SPHERES);
  for (int i = 0; i < SPHERES; i++) {
    temp_s[i].r = rnd(1.0f);
    temp_s[i].g = rnd(1.0f);
    temp_s[i].b = rnd(1.0f);
    temp_s[i].x = rnd((float)DIM) - DIM / 2;
    temp_s[i].y = rnd((float)DIM) - DIM / 2;
    temp_s[i].z = rnd((float)DIM) - DIM / 2;
    temp_s[i].radius = rnd(10.0f) + 4;
  }
  HANDLE_ERROR(cudaMemcpyToSymbol(s, temp_s, sizeof(Sphere) * SPHERES));
  free(temp_s);
  dim3 grids(DIM / 16, DIM / 16);
  dim3 threads(16, 16);
  trace<<<grids, threads>>>(dev_bitmap);
  HANDLE_ERROR(cudaMemcpy(bitmap, dev_bitmap, DIM * DIM * 4, cudaMemcpyDeviceToHost));
  show(bitmap, 1);
  printf("ray checksum %08lx\n", checksum(bitmap, DIM * DIM * 4));
  HANDLE_ERROR(cudaFree(dev_bitmap));
  free(bitmap);
  return 0;
}
// expect:                                 
// expect:                                 
// expect:                                 
// expect:                                 
// expect:                 @               
// expect:                                 
// expect:               @    @       @    
// expect:      @   @    @@         @@     
// expect:    @           @@@           @  
// expect:       @@         @@    @   @    
// expect:      @       @    @             
// expect:                                 
// expect:                 @               
// expect:                                 
// expect:                                 
// expect:                                 
// expect: julia checksum c3ae1b54
// expect: julia.ppm: 12301 bytes
// expect:                    .:---:.      
// expect:                  .-=======-:    
// expect:                 .-==++*#*==-.   
// expect:                 .-=+++=+=+=-.   
// expect:                  :-==+++==-:    
// expect:                   .:-----:.     
// expect:                                 
// expect:      .                          
// expect:                .         .....  
// expect:      .::    ..:::..    ........ 
// expect:    :-===-:::... ::..   .........
// expect:    :-===-:---:...:.     ....... 
// expect:     .:-::=:==::..          .    
// expect:     .:--=.*##+:..        ...    
// expect:      .:-----:...       :---     
// expect:         ....           :---     
// expect: ray checksum 11ad7a95
