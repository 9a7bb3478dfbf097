// corpus/frontend/valid/similar-pointer-compare.cu: C++ compares pointers of similar types (the
// same once the qualifiers at every level are dropped) through their composite pointer type,
// as `int ***` with `volatile int **volatile *` (C++17 [expr.type]p4). Found by csmith
// --lang-cpp (kernel seeds 19, 51): cudak said "comparison between distinct pointer types".
#include <cstdio>

__global__ void compare(int *out)
{
    int *ip = nullptr;
    int **ipp = &ip;
    int ***plain = &ipp;
    volatile int **volatile vq = nullptr;
    volatile int **volatile *ppp = &vq;
    const int *const *cc = nullptr;
    int **mutable_pp = nullptr;
    out[0] = plain == ppp;
    out[1] = (volatile int **volatile *) plain != ppp;
    out[2] = cc == mutable_pp;
}

int main()
{
    int *d, h[3];
    cudaMalloc(&d, sizeof h);
    compare<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaFree(d);
    printf("%d %d %d\n", h[0], h[1], h[2]);
    return 0;
}

// expect: 0 1 1
