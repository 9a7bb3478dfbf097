// syntax-only
__device__ __forceinline__ int f(const int *__restrict__ p) { return *p; }
__device__ __noinline__ int g(int x) { return x + 1; }
__global__ void __launch_bounds__(256, 2) k(int *__restrict__ out, const int *__restrict__ in)
{
  out[threadIdx.x] = f(in) + g(1);
}
struct __align__(16) V { float a, b, c, d; };
static_assert(sizeof(struct V) == 16, "V is 16 bytes");
