// cub::DeviceRadixSort::SortPairs and SortKeys (and the Descending forms) with the two-call
// temporary-storage protocol, as CUB's documentation shows them: stable, and restricted to a
// range of key bits.
#include <cub/device/device_radix_sort.cuh>
#include <cstdio>

int main ()
{
  const int n = 7;
  int keys[n] = { 8, 6, 7, 5, 3, 0, 9 };
  int vals[n] = { 0, 1, 2, 3, 4, 5, 6 };
  int *d_keys_in, *d_keys_out, *d_values_in, *d_values_out;
  cudaMalloc (&d_keys_in, sizeof keys);
  cudaMalloc (&d_keys_out, sizeof keys);
  cudaMalloc (&d_values_in, sizeof vals);
  cudaMalloc (&d_values_out, sizeof vals);
  cudaMemcpy (d_keys_in, keys, sizeof keys, cudaMemcpyHostToDevice);
  cudaMemcpy (d_values_in, vals, sizeof vals, cudaMemcpyHostToDevice);

  void *d_temp_storage = NULL;
  size_t temp_storage_bytes = 0;
  cub::DeviceRadixSort::SortPairs (d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,
                                   d_values_in, d_values_out, n);
  cudaMalloc (&d_temp_storage, temp_storage_bytes);
  cub::DeviceRadixSort::SortPairs (d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,
                                   d_values_in, d_values_out, n);
  int k[n], v[n];
  cudaMemcpy (k, d_keys_out, sizeof k, cudaMemcpyDeviceToHost);
  cudaMemcpy (v, d_values_out, sizeof v, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    printf ("%d:%d ", k[i], v[i]);
  printf ("\n");
  cudaFree (d_temp_storage);

  // keys only, descending
  d_temp_storage = NULL;
  cub::DeviceRadixSort::SortKeysDescending (d_temp_storage, temp_storage_bytes, d_keys_in,
                                            d_keys_out, n);
  cudaMalloc (&d_temp_storage, temp_storage_bytes);
  cub::DeviceRadixSort::SortKeysDescending (d_temp_storage, temp_storage_bytes, d_keys_in,
                                            d_keys_out, n);
  cudaMemcpy (k, d_keys_out, sizeof k, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    printf ("%d ", k[i]);
  printf ("\n");

  // only bits [1, 3) compared: (key >> 1) & 3, stable among equal digits
  cub::DeviceRadixSort::SortKeys (d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, n, 1, 3);
  cudaMemcpy (k, d_keys_out, sizeof k, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    printf ("%d ", k[i]);
  printf ("\n");

  // negative and positive floats
  float f[5] = { 2.5f, -1.0f, 0.0f, -7.25f, 3.0f }, *df, *dfo;
  cudaMalloc (&df, sizeof f);
  cudaMalloc (&dfo, sizeof f);
  cudaMemcpy (df, f, sizeof f, cudaMemcpyHostToDevice);
  cub::DeviceRadixSort::SortKeys (d_temp_storage, temp_storage_bytes, df, dfo, 5);
  cudaMemcpy (f, dfo, sizeof f, cudaMemcpyDeviceToHost);
  printf ("%g %g %g %g %g\n", f[0], f[1], f[2], f[3], f[4]);
  cudaFree (d_temp_storage);
  cudaFree (d_keys_in);
  cudaFree (d_keys_out);
  cudaFree (d_values_in);
  cudaFree (d_values_out);
  cudaFree (df);
  cudaFree (dfo);
  return 0;
}

// Expected output: the first line is CUB's documented example of SortPairs; the others computed
// with a host reference program (g++: std::stable_sort with the same key digits).
// expect: 0:5 3:4 5:3 6:1 7:2 8:0 9:6 
// expect: 9 8 7 6 5 3 0 
// expect: 8 0 9 3 5 6 7 
// expect: -7.25 -1 0 2.5 3
