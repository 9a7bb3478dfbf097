// expect-build-fail
// nvcc: fail: ^surface-ref\.cu\(5\): error: surface is not a template$
// Surface references were removed in CUDA 12 (nvcc rejects them too); cudak does not model
// surfaces and reports them once, not their uses.
surface<void, 2> surf;
__global__ void fill(void) { surf2Dwrite(1.0f, surf, threadIdx.x * 4, 0); }
int main()
{
  fill<<<1, 4>>>();
  return 0;
}
// expect-stderr: surface-ref.cu:5:1: error: unsupported: surface references
// expect-stderr: surface<void, 2> surf;
// expect-stderr: ^~~~~~~
