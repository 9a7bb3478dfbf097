// Built and run as well as parsed: it prints nothing and exits with status 0.
__host__ __device__ int where()
{
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 0;
#endif
}
__global__ void k(int *o) { *o = where(); }
int main() { return where(); }
