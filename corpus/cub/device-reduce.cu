// cub::DeviceReduce with the two-call temporary-storage protocol: the first call, with
// d_temp_storage == NULL, only sets temp_storage_bytes; the second, with that much device
// memory, reduces. Sum, Max, Min and Reduce with an operator and an initial value.
#include <cub/device/device_reduce.cuh>
#include <cstdio>

struct Mul
{
  __host__ __device__ int operator() (int a, int b) const { return a * b; }
};

int main ()
{
  const int n = 1000;
  int h[n];
  for (int i = 0; i < n; i++)
    h[i] = (i * 37) % 101 - 50;
  int *d_in, *d_out;
  cudaMalloc (&d_in, sizeof h);
  cudaMalloc (&d_out, sizeof (int));
  cudaMemcpy (d_in, h, sizeof h, cudaMemcpyHostToDevice);

  void *d_temp_storage = NULL;
  size_t temp_storage_bytes = 0;
  cub::DeviceReduce::Sum (d_temp_storage, temp_storage_bytes, d_in, d_out, n);
  printf ("temp storage set: %s\n", temp_storage_bytes > 0 ? "yes" : "no");
  cudaMalloc (&d_temp_storage, temp_storage_bytes);
  cudaError_t e = cub::DeviceReduce::Sum (d_temp_storage, temp_storage_bytes, d_in, d_out, n);
  int r;
  cudaMemcpy (&r, d_out, sizeof r, cudaMemcpyDeviceToHost);
  printf ("sum %d (%s)\n", r, cudaGetErrorString (e));

  cub::DeviceReduce::Max (d_temp_storage, temp_storage_bytes, d_in, d_out, n);
  cudaMemcpy (&r, d_out, sizeof r, cudaMemcpyDeviceToHost);
  printf ("max %d\n", r);
  cub::DeviceReduce::Min (d_temp_storage, temp_storage_bytes, d_in, d_out, n);
  cudaMemcpy (&r, d_out, sizeof r, cudaMemcpyDeviceToHost);
  printf ("min %d\n", r);
  cub::DeviceReduce::Reduce (d_temp_storage, temp_storage_bytes, d_in, d_out, 5, Mul (), 2);
  cudaMemcpy (&r, d_out, sizeof r, cudaMemcpyDeviceToHost);
  printf ("2 * product of the first 5 = %d\n", r);
  cudaFree (d_temp_storage);
  cudaFree (d_in);
  cudaFree (d_out);
  return 0;
}

// Expected output computed with a host reference program (g++: the same reductions in loops).
// expect: temp storage set: yes
// expect: sum 10 (no error)
// expect: max 50
// expect: min -50
// expect: 2 * product of the first 5 = 3744000
