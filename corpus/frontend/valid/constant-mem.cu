// syntax-only
__constant__ float coef[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__device__ int counter;
__managed__ int flag = 1;
__global__ void k(float *o) { o[threadIdx.x] = coef[threadIdx.x % 4] + counter + flag; }
