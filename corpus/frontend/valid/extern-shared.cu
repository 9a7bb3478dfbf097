// Built and run as well as parsed: it prints nothing and exits with status 0.
extern __shared__ float dyn[];
__global__ void k(float *out)
{
  dyn[threadIdx.x] = (float) threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = dyn[blockDim.x - 1 - threadIdx.x];
}
int main() { float *o = 0; k<<<1, 32, 32 * sizeof(float)>>>(o); return 0; }
// expect-report: ^extern-shared\.cu:9:29: warning: kernel 'k' was still waiting to start when the program exited$
