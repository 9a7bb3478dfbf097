// The sums of the rows of a matrix stored row by row, as Thrust's examples/sum_rows.cu computes
// them: reduce_by_key over keys that a transform_iterator computes from a counting_iterator
// (the row of each linear index).
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <cstdio>

// convert a linear index to a row index
template <typename T>
struct linear_index_to_row_index
{
  T C;   // number of columns
  __host__ __device__ linear_index_to_row_index (T C) : C (C) {}
  __host__ __device__ T operator() (T i) const { return i / C; }
};

int main ()
{
  int R = 5;   // number of rows
  int C = 8;   // number of columns
  thrust::host_vector<int> h (R * C);
  for (int i = 0; i < R * C; i++)
    h[i] = (i * 7) % 10;
  thrust::device_vector<int> array = h;
  thrust::device_vector<int> row_sums (R);
  thrust::device_vector<int> row_indices (R);

  thrust::reduce_by_key (
    thrust::make_transform_iterator (thrust::counting_iterator<int> (0), linear_index_to_row_index<int> (C)),
    thrust::make_transform_iterator (thrust::counting_iterator<int> (0), linear_index_to_row_index<int> (C)) + (R * C),
    array.begin (), row_indices.begin (), row_sums.begin (), thrust::equal_to<int> (), thrust::plus<int> ());

  for (int i = 0; i < R; i++)
    {
      printf ("[");
      for (int j = 0; j < C; j++)
        printf ("%2d ", h[i * C + j]);
      printf ("] = %d (row %d)\n", (int) row_sums[i], (int) row_indices[i]);
    }
  return 0;
}

// Expected output: this program built by g++ against the toolkit's Thrust with its CPP device
// system (-DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_CPP), run on the host.
// expect: [ 0  7  4  1  8  5  2  9 ] = 36 (row 0)
// expect: [ 6  3  0  7  4  1  8  5 ] = 34 (row 1)
// expect: [ 2  9  6  3  0  7  4  1 ] = 32 (row 2)
// expect: [ 8  5  2  9  6  3  0  7 ] = 40 (row 3)
// expect: [ 4  1  8  5  2  9  6  3 ] = 38 (row 4)
