// corpus/frontend/valid/bitfield-assign-device.cu: in device code too, an assignment to a
// bit-field has the field's value after it, cut to its width: csmith --lang-cpp kernel seeds
// 2, 73 and 189 used the assigned value whole (corpus/c/bitfield-assign-value.c is the C case)
#include <cstdio>

struct S0 {
    signed f0 : 7;
    unsigned f1 : 22;
};

__global__ void assign(int *out)
{
    S0 s = { 0, 0 };
    int big = 100;
    unsigned ones = 0xFFFFFFFFu;
    out[0] = (s.f0 = big);
    out[1] = (int) ((s.f1 = ones) >> 10);
    out[2] = (s.f0 += 60);
    s.f0 = 63;
    out[3] = ++s.f0;
}

int main()
{
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    assign<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaFree(d);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}

// expect: -28 4095 32 -64
