// syntax-only
__global__ void rev(int *d, int n)
{
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = d[t];
  __syncthreads();
  d[t] = s[n - t - 1];
}
