// syntax-only
__global__ void count(int *c, float *f)
{
  atomicAdd(c, 1);
  atomicAdd(f, 1.0f);
  __syncthreads();
  int v = __syncthreads_count(threadIdx.x > 3);
  if (threadIdx.x == 0) atomicMax(c, v);
  __threadfence();
}
