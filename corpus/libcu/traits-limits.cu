// <cuda/std/type_traits>, <cuda/std/limits> and <cuda/std/cstdint> in device and host code: a
// kernel template picks its sentinel from cuda::std::numeric_limits and dispatches on
// cuda::std::is_floating_point; a block-scope cuda::atomic counts the elements with fetch_add.
// Expected output computed by hand from the definitions.
#include <stdio.h>
#include <cuda/std/type_traits>
#include <cuda/std/limits>
#include <cuda/std/cstdint>
#include <cuda/atomic>

template <class T>
__global__ void min_and_count(const T *in, int n, T *out, int *count)
{
    __shared__ cuda::atomic<int, cuda::thread_scope_block> seen;
    if (threadIdx.x == 0)
        seen.store(0, cuda::memory_order_relaxed);
    __syncthreads();
    T m = cuda::std::numeric_limits<T>::max();
    for (int i = threadIdx.x; i < n; i += blockDim.x) {
        m = in[i] < m ? in[i] : m;
        seen.fetch_add(1, cuda::memory_order_relaxed);
    }
    out[threadIdx.x] = m;
    __syncthreads();
    if (threadIdx.x == 0) {
        *count = seen.load(cuda::memory_order_relaxed)
                 + 1000 * cuda::std::is_floating_point<T>::value;
    }
}

int main(void)
{
    int hi[8] = { 5, -3, 9, 12, -7, 0, 4, 4 };
    float hf[8] = { 2.5f, -1.0f, 8.0f, 0.25f, 3.0f, -0.5f, 7.0f, 1.0f };
    int *di, *oi, *count, ri[4], c;
    float *df, *of, rf[4];
    cudaMalloc(&di, sizeof hi);
    cudaMalloc(&df, sizeof hf);
    cudaMalloc(&oi, sizeof ri);
    cudaMalloc(&of, sizeof rf);
    cudaMalloc(&count, sizeof(int));
    cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
    cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    min_and_count<<<1, 4>>>(di, 8, oi, count);
    cudaMemcpy(ri, oi, sizeof ri, cudaMemcpyDeviceToHost);
    cudaMemcpy(&c, count, sizeof c, cudaMemcpyDeviceToHost);
    printf("int: %d %d %d %d, count %d\n", ri[0], ri[1], ri[2], ri[3], c);
    min_and_count<<<1, 4>>>(df, 8, of, count);
    cudaMemcpy(rf, of, sizeof rf, cudaMemcpyDeviceToHost);
    cudaMemcpy(&c, count, sizeof c, cudaMemcpyDeviceToHost);
    printf("float: %g %g %g %g, count %d\n", rf[0], rf[1], rf[2], rf[3], c);
    printf("limits: %d %u %lld %g %d\n", cuda::std::numeric_limits<int>::min(),
           cuda::std::numeric_limits<cuda::std::uint32_t>::max(),
           (long long) cuda::std::numeric_limits<cuda::std::int64_t>::lowest(),
           cuda::std::numeric_limits<float>::epsilon(), cuda::std::numeric_limits<double>::digits);
    printf("traits: %d %d %d %d %d\n", (int) cuda::std::is_same<cuda::std::int32_t, int>::value,
           (int) cuda::std::is_integral<unsigned char>::value,
           (int) cuda::std::is_signed<unsigned>::value,
           (int) cuda::std::is_pointer<const int *>::value,
           (int) sizeof(cuda::std::conditional<true, char, double>::type));
    cudaFree(di); cudaFree(df); cudaFree(oi); cudaFree(of); cudaFree(count);
    return 0;
}
// SPDX-License-Identifier: MIT
// expect: int: -7 -3 4 4, count 8
// expect: float: 2.5 -1 7 0.25, count 1008
// expect: limits: -2147483648 4294967295 -9223372036854775808 1.19209e-07 53
// expect: traits: 1 1 0 1 1
