// host_vector and device_vector as Thrust's examples/basic_vector.cu uses them: construction
// forms, element access from host code (each d[i] is a cudaMemcpy), resize, push_back,
// copy-assignment between host and device, and raw_pointer_cast to launch one's own kernel.
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <thrust/device_ptr.h>
#include <thrust/copy.h>
#include <thrust/fill.h>
#include <cstdio>

__global__ void twice (int *p, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= 2;
}

int main ()
{
  thrust::host_vector<int> H (4);
  H[0] = 14;
  H[1] = 20;
  H[2] = 38;
  H[3] = 46;
  printf ("H has size %d\n", (int) H.size ());
  for (int i = 0; i < (int) H.size (); i++)
    printf ("H[%d] = %d\n", i, H[i]);
  H.resize (2);
  printf ("H now has size %d\n", (int) H.size ());

  thrust::device_vector<int> D = H;
  D[0] = 99;
  D[1] = 88;
  for (int i = 0; i < (int) D.size (); i++)
    printf ("D[%d] = %d\n", i, (int) D[i]);

  thrust::device_vector<int> E (5, 7);
  E.resize (7, 1);
  E.push_back (3);
  int *raw = thrust::raw_pointer_cast (&E[0]);
  twice<<<1, 32>>> (raw, (int) E.size ());
  thrust::device_ptr<int> second = &E[1];
  printf ("E.data () + 1 == &E[1]: %d\n", (int) (E.data () + 1 == second));
  thrust::host_vector<int> h2;
  h2 = E;
  for (int i = 0; i < (int) h2.size (); i++)
    printf ("%d ", h2[i]);
  printf ("\n");

  // a device_ptr around memory from cudaMalloc
  int *m;
  cudaMalloc (&m, 4 * sizeof (int));
  thrust::device_ptr<int> dp = thrust::device_pointer_cast (m);
  thrust::fill (dp, dp + 4, 5);
  dp[2] = 6;
  int back[4];
  thrust::copy (dp, dp + 4, back);
  printf ("%d %d %d %d\n", back[0], back[1], back[2], back[3]);
  cudaFree (m);

  thrust::device_vector<float> z (3);   // value-initialised
  printf ("z = %g %g %g, empty %d\n", (float) z[0], (float) z[1], (float) z[2], (int) z.empty ());
  D.clear ();
  printf ("D empty %d\n", (int) D.empty ());
  return 0;
}

// Expected output computed with a host reference program (g++: the same steps on std::vector).
// expect: H has size 4
// expect: H[0] = 14
// expect: H[1] = 20
// expect: H[2] = 38
// expect: H[3] = 46
// expect: H now has size 2
// expect: D[0] = 99
// expect: D[1] = 88
// expect: E.data () + 1 == &E[1]: 1
// expect: 14 14 14 14 14 2 2 6 
// expect: 5 5 6 5
// expect: z = 0 0 0, empty 0
// expect: D empty 1
