// cub::DeviceScan::InclusiveSum and ExclusiveSum with the two-call temporary-storage protocol.
#include <cub/device/device_scan.cuh>
#include <cstdio>

int main ()
{
  const int n = 7;
  int h[n] = { 8, 6, 7, 5, 3, 0, 9 };
  int *d_in, *d_out;
  cudaMalloc (&d_in, sizeof h);
  cudaMalloc (&d_out, sizeof h);
  cudaMemcpy (d_in, h, sizeof h, cudaMemcpyHostToDevice);
  void *d_temp = NULL;
  size_t bytes = 0;
  cub::DeviceScan::ExclusiveSum (d_temp, bytes, d_in, d_out, n);
  cudaMalloc (&d_temp, bytes);
  cub::DeviceScan::ExclusiveSum (d_temp, bytes, d_in, d_out, n);
  int r[n];
  cudaMemcpy (r, d_out, sizeof r, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    printf ("%d ", r[i]);
  printf ("\n");
  cub::DeviceScan::InclusiveSum (d_temp, bytes, d_in, d_out, n);
  cudaMemcpy (r, d_out, sizeof r, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    printf ("%d ", r[i]);
  printf ("\n");
  cudaFree (d_temp);
  cudaFree (d_in);
  cudaFree (d_out);
  return 0;
}

// Expected output: CUB's documentation of ExclusiveSum/InclusiveSum for this input (checked
// with g++'s std::partial_sum).
// expect: 0 8 14 21 26 29 29 
// expect: 8 14 21 26 29 29 38 
