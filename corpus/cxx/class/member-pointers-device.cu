// Pointers to members in device code (issue 19): a kernel selects a field of a struct by a data
// member pointer (the Itanium C++ ABI's offset) and an operation by a member function pointer,
// a virtual one dispatching through the vtable of the object the thread built. (nvcc 13's host
// stub cannot pass a member function pointer to a kernel: the kernel picks one itself.)
#include <cstdio>
struct Particle { float x, y, z; };
struct Op {
  int k;
  __device__ int add (int v) const { return v + k; }
  __device__ int mul (int v) const { return v * k; }
  __device__ virtual int vf (int v) const { return -v; }
};
struct Op2 : Op {
  __device__ int vf (int v) const override { return 1000 + v; }
};
__global__ void kernel (const Particle *p, float Particle::*field, int which, int *out, float *fout)
{
  int i = threadIdx.x;
  int (Op::*op) (int) const = which ? &Op::mul : &Op::add;
  fout[i] = p[i].*field;
  Op2 o;
  o.k = 3;
  const Op *po = &o;
  out[i] = (po->*op) (i);
  int (Op::*vop) (int) const = &Op::vf;
  out[4 + i] = (o.*vop) (i);
  out[8 + i] = vop == &Op::vf && op != nullptr;
}
int main ()
{
  Particle *p;
  int *out;
  float *fout;
  cudaMallocManaged (&p, 4 * sizeof (Particle));
  cudaMallocManaged (&out, 12 * sizeof (int));
  cudaMallocManaged (&fout, 4 * sizeof (float));
  for (int i = 0; i < 4; i++)
    p[i] = Particle{ (float) i, 10.0f * i, 100.0f * i };
  kernel<<<1, 4>>> (p, &Particle::y, 1, out, fout);
  cudaDeviceSynchronize ();
  for (int i = 0; i < 4; i++)
    printf ("%g %d %d %d\n", fout[i], out[i], out[4 + i], out[8 + i]);
  printf ("sizeof %d %d\n", (int) sizeof (float Particle::*), (int) sizeof (int (Op::*) (int) const));
  cudaFree (p);
  cudaFree (out);
  cudaFree (fout);
  return 0;
}
// expect: 0 0 1000 1
// expect: 10 3 1001 1
// expect: 20 6 1002 1
// expect: 30 9 1003 1
// expect: sizeof 8 16
