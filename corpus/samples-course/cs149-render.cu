// corpus/samples-course/cs149-render.cu: a Stanford CS149-style circle renderer (assignment 2):
// semi-transparent circles must be blended in input order at every pixel, so the image is cut
// into 16x16 tiles; a first kernel builds each tile's list of the circles whose bounding box
// meets it, in order (each thread tests one circle of a chunk, a block-wide exclusive scan in
// shared memory compacts the hits), and a second kernel gives each pixel a thread that walks its
// tile's list and blends. The naive kernel (one thread per circle, blending with no ordering)
// is not used: it races. Integer arithmetic throughout (coverage on doubled coordinates, alpha
// blending in 0..255), so the image is exact; checked against the serial renderer, written as a
// PPM under /tmp and summarised. Flags parsed by hand from argv (`// run-args:`). Expected
// output from the host part built with g++.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <string>

#define TILE 16
#define CHUNK 256
#define MAX_PER_TILE 512

struct Circle {
  int x, y, r;              // centre and radius in pixels
  unsigned char rgb[3];
  unsigned char alpha;
};

struct Image {
  int width, height;
  std::vector<unsigned char> data;   // RGB
  Image(int w, int h) : width(w), height(h), data((size_t)w * h * 3, 0) {}
  void clear(unsigned char r, unsigned char g, unsigned char b)
  {
    for (size_t i = 0; i < data.size(); i += 3) { data[i] = r; data[i + 1] = g; data[i + 2] = b; }
  }
};

__host__ __device__ inline bool covers(const Circle &c, int px, int py)
{
  int dx = 2 * px + 1 - 2 * c.x, dy = 2 * py + 1 - 2 * c.y;   // pixel centres, doubled
  return dx * dx + dy * dy <= 4 * c.r * c.r;
}

__host__ __device__ inline void blend(unsigned char *p, const Circle &c)
{
  for (int k = 0; k < 3; k++)
    p[k] = (unsigned char)((c.alpha * c.rgb[k] + (255 - c.alpha) * p[k] + 127) / 255);
}

__global__ void build_tile_lists(const Circle *circles, int numCircles, int tilesX, int width, int height,
                                 int *tileCounts, int *tileLists)
{
  __shared__ int flags[CHUNK];
  __shared__ int base;
  int tile = blockIdx.x;
  int tx0 = (tile % tilesX) * TILE, ty0 = (tile / tilesX) * TILE;
  int tx1 = min(tx0 + TILE, width) - 1, ty1 = min(ty0 + TILE, height) - 1;
  if (threadIdx.x == 0) base = 0;
  __syncthreads();
  for (int start = 0; start < numCircles; start += CHUNK) {
    int i = start + threadIdx.x;
    int hit = 0;
    if (i < numCircles) {
      const Circle c = circles[i];
      hit = c.x + c.r >= tx0 && c.x - c.r <= tx1 + 1 && c.y + c.r >= ty0 && c.y - c.r <= ty1 + 1;
    }
    flags[threadIdx.x] = hit;
    __syncthreads();
    // inclusive scan of the hits (Hillis-Steele, read then write between barriers)
    for (int off = 1; off < CHUNK; off <<= 1) {
      int v = threadIdx.x >= off ? flags[threadIdx.x - off] : 0;
      __syncthreads();
      flags[threadIdx.x] += v;
      __syncthreads();
    }
    int slot = base + flags[threadIdx.x] - 1;
    if (hit && slot < MAX_PER_TILE) tileLists[tile * MAX_PER_TILE + slot] = i;
    __syncthreads();
    if (threadIdx.x == CHUNK - 1) base += flags[CHUNK - 1];
    __syncthreads();
  }
  if (threadIdx.x == 0) tileCounts[tile] = base;
}

__global__ void shade_tiles(const Circle *circles, int tilesX, int width, int height, const int *tileCounts,
                            const int *tileLists, unsigned char *image)
{
  int tile = blockIdx.x;
  int px = (tile % tilesX) * TILE + threadIdx.x, py = (tile / tilesX) * TILE + threadIdx.y;
  if (px >= width || py >= height) return;
  unsigned char *p = image + 3 * ((size_t)py * width + px);
  unsigned char pixel[3] = { p[0], p[1], p[2] };
  int n = min(tileCounts[tile], MAX_PER_TILE);
  for (int k = 0; k < n; k++) {
    const Circle c = circles[tileLists[tile * MAX_PER_TILE + k]];
    if (covers(c, px, py)) blend(pixel, c);
  }
  p[0] = pixel[0]; p[1] = pixel[1]; p[2] = pixel[2];
}

static void render_serial(const std::vector<Circle> &circles, Image &img)
{
  for (const Circle &c : circles)
    for (int y = std::max(0, c.y - c.r - 1); y <= std::min(img.height - 1, c.y + c.r); y++)
      for (int x = std::max(0, c.x - c.r - 1); x <= std::min(img.width - 1, c.x + c.r); x++)
        if (covers(c, x, y)) blend(&img.data[3 * ((size_t)y * img.width + x)], c);
}

static unsigned long fnv1a(const std::vector<unsigned char> &v)
{
  unsigned long h = 14695981039346656037ul;
  for (unsigned char b : v) { h ^= b; h *= 1099511628211ul; }
  return h;
}

static void usage(const char *argv0)
{
  fprintf(stderr, "usage: %s [-n circles] [-s width:height] [-f file.ppm] [--check]\n", argv0);
}

int main(int argc, char **argv)
{
  int numCircles = 100, width = 128, height = 96;
  bool check = false;
  std::string file = "/tmp/cs149-render.ppm";
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-n") && i + 1 < argc) numCircles = atoi(argv[++i]);
    else if (!strcmp(argv[i], "-s") && i + 1 < argc) {
      if (sscanf(argv[++i], "%d:%d", &width, &height) != 2) { usage(argv[0]); return 1; }
    } else if (!strncmp(argv[i], "-f", 2)) file = argv[i][2] ? argv[i] + 2 : (i + 1 < argc ? argv[++i] : "");
    else if (!strcmp(argv[i], "--check")) check = true;
    else { usage(argv[0]); return 1; }
  }
  printf("%d circles on %dx%d%s\n", numCircles, width, height, check ? ", checking" : "");

  std::vector<Circle> circles(numCircles);
  unsigned int s = 149;
  auto next = [&s](unsigned int mod) { s = s * 1103515245u + 12345u; return (s >> 16) % mod; };
  for (Circle &c : circles) {
    c.x = next(width);
    c.y = next(height);
    c.r = 2 + next(14);
    c.rgb[0] = next(256); c.rgb[1] = next(256); c.rgb[2] = next(256);
    c.alpha = 96 + next(128);
  }

  int tilesX = (width + TILE - 1) / TILE, tilesY = (height + TILE - 1) / TILE, numTiles = tilesX * tilesY;
  Image img(width, height), ref(width, height);
  img.clear(255, 255, 255);
  ref.clear(255, 255, 255);

  Circle *d_circles;
  int *d_counts, *d_lists;
  unsigned char *d_image;
  cudaMalloc(&d_circles, numCircles * sizeof(Circle));
  cudaMalloc(&d_counts, numTiles * sizeof(int));
  cudaMalloc(&d_lists, (size_t)numTiles * MAX_PER_TILE * sizeof(int));
  cudaMalloc(&d_image, img.data.size());
  cudaMemcpy(d_circles, circles.data(), numCircles * sizeof(Circle), cudaMemcpyHostToDevice);
  cudaMemcpy(d_image, img.data.data(), img.data.size(), cudaMemcpyHostToDevice);
  build_tile_lists<<<numTiles, CHUNK>>>(d_circles, numCircles, tilesX, width, height, d_counts, d_lists);
  shade_tiles<<<numTiles, dim3(TILE, TILE)>>>(d_circles, tilesX, width, height, d_counts, d_lists, d_image);
  cudaMemcpy(img.data.data(), d_image, img.data.size(), cudaMemcpyDeviceToHost);
  std::vector<int> counts(numTiles);
  cudaMemcpy(counts.data(), d_counts, numTiles * sizeof(int), cudaMemcpyDeviceToHost);
  int most = 0, total = 0;
  for (int c : counts) { most = std::max(most, c); total += c; }
  printf("%d tiles, %d circle entries, at most %d in one tile\n", numTiles, total, most);

  if (check) {
    render_serial(circles, ref);
    size_t bad = 0;
    for (size_t i = 0; i < img.data.size(); i++) bad += img.data[i] != ref.data[i];
    printf("check: %zu of %zu bytes differ from the serial renderer\n", bad, img.data.size());
  }

  FILE *f = fopen(file.c_str(), "wb");
  if (!f) { perror(file.c_str()); return 1; }
  fprintf(f, "P6\n%d %d\n255\n", width, height);
  fwrite(img.data.data(), 1, img.data.size(), f);
  long size = ftell(f);
  fclose(f);
  printf("wrote %ld bytes, image hash %016lx, pixel (64,48) = #%02x%02x%02x\n", size, fnv1a(img.data),
         img.data[3 * (48 * width + 64)], img.data[3 * (48 * width + 64) + 1], img.data[3 * (48 * width + 64) + 2]);
  remove(file.c_str());
  cudaFree(d_circles); cudaFree(d_counts); cudaFree(d_lists); cudaFree(d_image);
  return 0;
}
// run-args: -n 150 -s 128:96 -f/tmp/cs149-render-test.ppm --check
// timeout: 60
// expect: 150 circles on 128x96, checking
// expect: 48 tiles, 602 circle entries, at most 19 in one tile
// expect: check: 0 of 36864 bytes differ from the serial renderer
// expect: wrote 36878 bytes, image hash 7b0a1203948f0537, pixel (64,48) = #3cca33
