// expect-build-fail
// nvcc: fail: ^texture-ref\.cu\(5\): error: texture is not a template$
// Texture references were removed in CUDA 12 (nvcc rejects them too); cudak reports them once
// and not their uses.
texture<float, 1, cudaReadModeElementType> tex;
__global__ void fetch(float *out) { out[threadIdx.x] = tex1Dfetch(tex, threadIdx.x); }
int main()
{
  float *d;
  cudaMalloc(&d, 4 * sizeof(float));
  cudaBindTexture(0, tex, d, 4 * sizeof(float));
  fetch<<<1, 4>>>(d);
  return 0;
}
// expect-stderr: texture-ref.cu:5:1: error: unsupported: texture references
// expect-stderr: texture<float, 1, cudaReadModeElementType> tex;
// expect-stderr: ^~~~~~~
