// corpus/frontend/valid/pragma-pack.cu: `#pragma pack` lays out the structs that follow in a
// .cu file too (the host compiler's layout, as nvcc gives it; corpus/c/pragma-pack.c has the
// forms): a packed record copied to the device keeps its size and offsets there
#include <cstdio>
#include <cstddef>
#include <cstdint>

#pragma pack(push, 1)
struct record {
    uint8_t tag;
    uint32_t value;
    uint16_t count;
};
#pragma pack(pop)

__global__ void sum_counts(const record *r, int n, int *out)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += r[i].tag;
    *out = s;
}

int main()
{
    record h[3] = { { 1, 10, 2 }, { 2, 20, 4 }, { 3, 30, 6 } };
    record *d;
    int *d_out, out;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&d_out, sizeof out);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    sum_counts<<<1, 1>>>(d, 3, d_out);
    cudaMemcpy(&out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    printf("record: %zu bytes, value at %zu, count at %zu; tags sum to %d\n", sizeof(record),
           offsetof(record, value), offsetof(record, count), out);
    cudaFree(d);
    cudaFree(d_out);
    return 0;
}

// expect: record: 7 bytes, value at 1, count at 5; tags sum to 6
