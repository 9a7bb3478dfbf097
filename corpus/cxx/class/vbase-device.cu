// Virtual bases in device code (issue 19): each thread builds a diamond D : B, C (B, C : virtual
// A) in its own memory, reads A's member through B * and C * (the vbase offset in the device
// vtable), and calls A's virtual functions, overridden on both sides of the diamond, through an
// A *; the layout is the host's (sizeof printed on both sides).
#include <cstdio>
struct A {
  int a;
  __host__ __device__ A (int v = 0) : a (v) {}
  __host__ __device__ virtual int f () const { return a; }
  __host__ __device__ virtual int g () const { return 1; }
};
struct B : virtual A {
  int b;
  __host__ __device__ B () : A (-1), b (10) {}
  __host__ __device__ int f () const override { return a * b; }
};
struct C : virtual A {
  int c;
  __host__ __device__ C () : A (-2), c (3) {}
  __host__ __device__ int g () const override { return a + c; }
};
struct D : B, C {
  __host__ __device__ D (int v) : A (v) {}
};
__host__ __device__ int through (const A *p) { return p->f () * 100 + p->g (); }
__global__ void kernel (int *out)
{
  int i = threadIdx.x;
  D d (i + 1);
  B *pb = &d;
  C *pc = &d;
  out[4 * i] = pb->a + pc->a;
  out[4 * i + 1] = through (&d);
  out[4 * i + 2] = through (pb);
  out[4 * i + 3] = (int) sizeof (D);
}
int main ()
{
  int *out;
  cudaMallocManaged (&out, 4 * 4 * sizeof (int));
  kernel<<<1, 4>>> (out);
  cudaDeviceSynchronize ();
  for (int i = 0; i < 4; i++)
    printf ("%d %d %d %d\n", out[4 * i], out[4 * i + 1], out[4 * i + 2], out[4 * i + 3]);
  D h (7);
  printf ("host %d %d\n", through (&h) , (int) sizeof (D));
  cudaFree (out);
  return 0;
}
// expect: 2 1004 1004 48
// expect: 4 2005 2005 48
// expect: 6 3006 3006 48
// expect: 8 4007 4007 48
// expect: host 7010 48
