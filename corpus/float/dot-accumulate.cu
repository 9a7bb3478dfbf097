// A dot product accumulated as in every textbook kernel, `sum += a[i] * b[i]`: nvcc contracts
// each step into one fma.rn.f32, so the device's sum differs in the last digits from the same
// loop on the host, which rounds every product (gcc's default on x86-64). Issue 25.
#include <cstdio>

#define N 1000

__global__ void dot(const float *a, const float *b, float *result, int n)
{
  float sum = 0.0f;
  for (int i = 0; i < n; i++)
    sum += a[i] * b[i];
  *result = sum;
}

int main()
{
  static float a[N], b[N];
  for (int i = 0; i < N; i++)
    {
      a[i] = 1.0f / (float) (i + 1);
      b[i] = 1.0f + (float) i / 3.0f;
    }
  float *da, *db, *dr;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dr, sizeof(float));
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  dot<<<1, 1>>>(da, db, dr, N);
  float device_sum;
  cudaMemcpy(&device_sum, dr, sizeof device_sum, cudaMemcpyDeviceToHost);

  float host_sum = 0.0f;
  for (int i = 0; i < N; i++)
    host_sum += a[i] * b[i];
  printf("device sum: %.9g\n", device_sum);
  printf("host sum:   %.9g\n", host_sum);
  printf("%s\n", device_sum == host_sum ? "equal" : "they differ in the last place");
  cudaFree(da);
  cudaFree(db);
  cudaFree(dr);
  return 0;
}

// expect: device sum: 338.32373
// expect: host sum:   338.323761
// expect: they differ in the last place
