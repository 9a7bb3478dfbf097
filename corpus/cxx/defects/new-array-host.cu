// Issue 19 defect: host arrays allocated with new[] as course exercises do (vector addition);
// new T(v) and new T() of scalars; every block released by the matching delete.
#include <cstdio>

#define N 256

__global__ void vecAdd(const float *a, const float *b, float *c, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main()
{
  float *h_a = new float[N];
  float *h_b = new float[N];
  float *h_c = new float[N];
  for (int i = 0; i < N; i++)
    {
      h_a[i] = i;
      h_b[i] = 2.0f * i;
    }
  float *d_a, *d_b, *d_c;
  cudaMalloc(&d_a, N * sizeof(float));
  cudaMalloc(&d_b, N * sizeof(float));
  cudaMalloc(&d_c, N * sizeof(float));
  cudaMemcpy(d_a, h_a, N * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(d_b, h_b, N * sizeof(float), cudaMemcpyHostToDevice);
  vecAdd<<<(N + 63) / 64, 64>>>(d_a, d_b, d_c, N);
  cudaMemcpy(h_c, d_c, N * sizeof(float), cudaMemcpyDeviceToHost);
  printf("c[10] = %.1f, c[255] = %.1f\n", h_c[10], h_c[255]);

  double *scale = new double(1.5);
  int *count = new int();          // value-initialised: 0
  long *zeros = new long[4]();     // value-initialised: all 0
  int (*grid)[3] = new int[2][3];  // an array of arrays
  grid[1][2] = 7;
  printf("%.1f %d %ld %d\n", *scale * h_c[2], *count, zeros[3], grid[1][2]);

  delete scale;
  delete count;
  delete[] zeros;
  delete[] grid;
  delete[] h_a;
  delete[] h_b;
  delete[] h_c;
  cudaFree(d_a);
  cudaFree(d_b);
  cudaFree(d_c);
  return 0;
}
// expect: c[10] = 30.0, c[255] = 765.0
// expect: 9.0 0 0 7
