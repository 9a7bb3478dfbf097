// Execution policies: thrust::host on host arrays, thrust::device on raw device pointers,
// thrust::cuda::par.on(stream) on a stream, and the same algorithms on plain host pointers
// (which run on the host, as Thrust dispatches them).
#include <thrust/execution_policy.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/transform.h>
#include <thrust/functional.h>
#include <cstdio>

int main ()
{
  int h[6] = { 3, 1, 4, 1, 5, 9 };
  thrust::sort (thrust::host, h, h + 6);
  printf ("host sort: %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5]);
  printf ("host reduce: %d\n", thrust::reduce (thrust::host, h, h + 6));

  int *d;
  cudaMalloc (&d, 6 * sizeof (int));
  thrust::sequence (thrust::device, d, d + 6, 10);
  thrust::transform (thrust::device, d, d + 6, d, thrust::negate<int> ());
  printf ("device reduce: %d\n", thrust::reduce (thrust::device, d, d + 6));

  cudaStream_t s;
  cudaStreamCreate (&s);
  thrust::sort (thrust::cuda::par.on (s), d, d + 6);
  int r = thrust::reduce (thrust::cuda::par.on (s), d, d + 6, 0, thrust::maximum<int> ());
  cudaStreamSynchronize (s);
  int out[6];
  cudaMemcpy (out, d, sizeof out, cudaMemcpyDeviceToHost);
  printf ("stream: max %d, sorted %d .. %d\n", r, out[0], out[5]);
  cudaStreamDestroy (s);
  cudaFree (d);

  float f[3] = { 1.5f, 2.5f, 3.0f };
  printf ("plain pointers: %g\n", thrust::reduce (f, f + 3));
  return 0;
}

// Expected output computed with a host reference program (g++: std::sort, loops).
// expect: host sort: 1 1 3 4 5 9
// expect: host reduce: 23
// expect: device reduce: -75
// expect: stream: max 0, sorted -15 .. -10
// expect: plain pointers: 7
