// Built and run as well as parsed: it prints nothing and exits with status 0.
__device__ float sq(float x) { return x * x; }
__host__ __device__ int twice(int x) { return 2 * x; }
__global__ void k(float *a) { a[threadIdx.x] = sq(a[threadIdx.x]) + twice(3); }
int main() { return twice(1) - 2; }
