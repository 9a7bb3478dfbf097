// What texture<> does not take: an element type other than a 1-, 2- or 4-component char,
// short, int or float type, and a normalized read of float texels; surface references are not
// modelled.
#include <cuda_runtime.h>

texture<double, 1, cudaReadModeElementType> texDouble;
texture<float, 2, cudaReadModeNormalizedFloat> texNorm;
surface<void, 2> outputSurface;

int main()
{
    return 0;
}

// expect-build-fail
// nvcc: removed-in-cuda13: texture references
// expect-report: ^texture-reference-bad\.cu:6:9: error: no texture of 'double': the element type is a 1-, 2- or 4-component char, short, int or float type$
// expect-report: ^texture-reference-bad\.cu:7:1: error: cudaReadModeNormalizedFloat needs 8- or 16-bit integer texels, not 'float'$
// expect-report: ^texture-reference-bad\.cu:8:1: error: unsupported: surface references$
