// Texture and surface functions cudak does not model: a level-of-detail fetch from a mipmapped
// texture, a layered texture, a surface object and its write. Each use is one precise error.
#include <cuda_runtime.h>

__global__ void k(cudaTextureObject_t tex, cudaSurfaceObject_t surf, float *out)
{
    out[0] = tex2DLod<float>(tex, 0.5f, 0.5f, 1.0f);
    float v;
    tex1DLayered(&v, tex, 0.5f, 0);
    surf2Dwrite(v, surf, 0, 0);
}

int main()
{
    cudaSurfaceObject_t surf;
    cudaResourceDesc res = {};
    cudaCreateSurfaceObject(&surf, &res);
    return 0;
}

// expect-build-fail
// expect-report: ^not-modelled\.cu:7:14: error: unsupported: 'tex2DLod' is not implemented by cudak$
// expect-report: ^not-modelled\.cu:9:5: error: unsupported: 'tex1DLayered' is not implemented by cudak$
// expect-report: ^not-modelled\.cu:10:5: error: unsupported: 'surf2Dwrite' is not implemented by cudak$
// expect-report: ^not-modelled\.cu:17:5: error: unsupported: 'cudaCreateSurfaceObject' is not implemented by cudak$
