// corpus/frontend/valid/nullptr-comma.cu: an expression of type std::nullptr_t, not only the
// literal, converts to every pointer type: `(x, nullptr)`, as csmith --lang-cpp writes its
// `(e, NULL)` with NULL defined as nullptr (kernel seeds 2, 7, 9, 11 were "invalid conversion
// from 'void *'")
#include <cstdio>

__device__ int g_counter;

__global__ void reset(int **slot, int *target)
{
    int *p = (g_counter++, nullptr);
    *slot = (p == nullptr) ? target : (g_counter++, nullptr);
    int **q = ((void) 0, nullptr);
    if (q == nullptr && (g_counter, nullptr) == *slot)
        g_counter = -1;
}

int main()
{
    int **d_slot, *d_target;
    cudaMalloc(&d_slot, sizeof(int *));
    cudaMalloc(&d_target, sizeof(int));
    reset<<<1, 1>>>(d_slot, d_target);
    int *h_slot;
    int counter;
    cudaMemcpy(&h_slot, d_slot, sizeof h_slot, cudaMemcpyDeviceToHost);
    cudaMemcpyFromSymbol(&counter, g_counter, sizeof counter);
    printf("slot is the target: %d, counter = %d\n", h_slot == d_target, counter);
    cudaFree(d_slot);
    cudaFree(d_target);
    return 0;
}

// expect: slot is the target: 1, counter = 1
