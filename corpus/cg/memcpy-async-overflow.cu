// A cg::memcpy_async whose byte count is one element too many for the shared destination: the
// group's copy writes past the end of 'tile'. The error is reported at the program's
// memcpy_async call (the copy's loop is inside cudak's cooperative_groups/memcpy_async.h) with the
// shared array and the offset; the launch fails with cudaErrorIllegalAddress.
#include <stdio.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void stage(const int *in, int *out)
{
    __shared__ int tile[32];
    cg::thread_block block = cg::this_thread_block();
    cg::memcpy_async(block, tile, in, sizeof(int) * 33);
    cg::wait(block);
    out[block.thread_rank()] = tile[block.thread_rank()];
}

int main(void)
{
    int *in, *out;
    cudaMalloc(&in, 33 * sizeof(int));
    cudaMalloc(&out, 32 * sizeof(int));
    cudaMemset(in, 0, 33 * sizeof(int));
    stage<<<1, 32>>>(in, out);
    printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
// SPDX-License-Identifier: MIT
// cudak-args: --leakcheck=no
// expect: cudaErrorIllegalAddress
// expect-exit: 1
// expect-report: ^memcpy-async-overflow\.cu:14:5: error: out-of-bounds write of 4 bytes in shared memory at offset 128 of 'tile' \(128 bytes\)$
