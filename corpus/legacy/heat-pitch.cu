// A CUDA 4-era course program (2D heat diffusion on a plate), as such courses wrote it: a
// cutil-style CUT_CHECK_ERROR macro that synchronises with cudaThreadSynchronize, the grid in
// pitched memory (cudaMallocPitch, cudaMemcpy2D both ways, rows addressed through the pitch in
// bytes), __umul24 for the index arithmetic, double-buffered Jacobi sweeps with the pointers
// swapped on the host, events timing the run (not printed), and the result compared with the
// host's sweeps. The weights (1/4 each) and the integer boundary temperatures keep every value
// exact in double for the sweeps run, so the check is exact. Expected output from the host part
// built with g++ and by hand.
// nvcc: removed-in-cuda13: cudaThreadSynchronize
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CUT_CHECK_ERROR(errorMessage) do {                                          \
    cudaError_t err = cudaGetLastError();                                            \
    if (cudaSuccess != err) {                                                        \
        fprintf(stderr, "Cuda error: %s in file '%s' in line %i : %s.\n",            \
                errorMessage, __FILE__, __LINE__, cudaGetErrorString(err));          \
        exit(EXIT_FAILURE);                                                          \
    }                                                                                \
    err = cudaThreadSynchronize();                                                   \
    if (cudaSuccess != err) {                                                        \
        fprintf(stderr, "Cuda error: %s in file '%s' in line %i : %s.\n",            \
                errorMessage, __FILE__, __LINE__, cudaGetErrorString(err));          \
        exit(EXIT_FAILURE);                                                          \
    } } while (0)

#define CUDA_SAFE_CALL(call) do {                                                    \
    cudaError_t err = call;                                                          \
    if (cudaSuccess != err) {                                                        \
        fprintf(stderr, "Cuda error in file '%s' in line %i : %s.\n",                \
                __FILE__, __LINE__, cudaGetErrorString(err));                        \
        exit(EXIT_FAILURE);                                                          \
    } } while (0)

#define NX 48
#define NY 40
#define BLOCK_X 16
#define BLOCK_Y 8

__global__ void jacobi(const double *in, double *out, size_t pitch, int nx, int ny)
{
    int x = __umul24(blockIdx.x, blockDim.x) + threadIdx.x;
    int y = __umul24(blockIdx.y, blockDim.y) + threadIdx.y;
    if (x <= 0 || y <= 0 || x >= nx - 1 || y >= ny - 1) return;   /* the boundary stays */
    const double *row = (const double *)((const char *)in + y * pitch);
    const double *up = (const double *)((const char *)in + (y - 1) * pitch);
    const double *down = (const double *)((const char *)in + (y + 1) * pitch);
    double *orow = (double *)((char *)out + y * pitch);
    orow[x] = 0.25 * (row[x - 1] + row[x + 1] + up[x] + down[x]);
}

static void host_sweep(const double *in, double *out, int nx, int ny)
{
    for (int y = 1; y < ny - 1; y++)
        for (int x = 1; x < nx - 1; x++)
            out[y * nx + x] = 0.25 * (in[y * nx + x - 1] + in[y * nx + x + 1] + in[(y - 1) * nx + x] + in[(y + 1) * nx + x]);
}

int main(int argc, char **argv)
{
    int iters = argc > 1 ? atoi(argv[1]) : 12;
    size_t bytes = NX * NY * sizeof(double);
    double *h_a = (double *)malloc(bytes), *h_b = (double *)malloc(bytes), *h_gpu = (double *)malloc(bytes);
    memset(h_a, 0, bytes);
    for (int x = 0; x < NX; x++) { h_a[x] = 100.0; h_a[(NY - 1) * NX + x] = 0.0; }   /* hot top edge */
    for (int y = 0; y < NY; y++) { h_a[y * NX] = 50.0; h_a[y * NX + NX - 1] = 25.0; }
    memcpy(h_b, h_a, bytes);

    double *d_a, *d_b;
    size_t pitch;
    CUDA_SAFE_CALL(cudaMallocPitch((void **)&d_a, &pitch, NX * sizeof(double), NY));
    size_t pitch2;
    CUDA_SAFE_CALL(cudaMallocPitch((void **)&d_b, &pitch2, NX * sizeof(double), NY));
    printf("pitch %s the row (%d bytes), both buffers alike: %s\n", pitch >= NX * sizeof(double) ? "covers" : "SHORTER THAN",
           (int)(NX * sizeof(double)), pitch == pitch2 ? "yes" : "no");
    CUDA_SAFE_CALL(cudaMemcpy2D(d_a, pitch, h_a, NX * sizeof(double), NX * sizeof(double), NY, cudaMemcpyHostToDevice));
    CUDA_SAFE_CALL(cudaMemcpy2D(d_b, pitch, h_a, NX * sizeof(double), NX * sizeof(double), NY, cudaMemcpyHostToDevice));

    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    dim3 block(BLOCK_X, BLOCK_Y);
    dim3 grid((NX + BLOCK_X - 1) / BLOCK_X, (NY + BLOCK_Y - 1) / BLOCK_Y);
    cudaEventRecord(start, 0);
    for (int i = 0; i < iters; i++) {
        jacobi<<<grid, block>>>(d_a, d_b, pitch, NX, NY);
        CUT_CHECK_ERROR("jacobi kernel failed");
        double *t = d_a; d_a = d_b; d_b = t;
        host_sweep(h_a, h_b, NX, NY);
        t = h_a; h_a = h_b; h_b = t;
    }
    cudaEventRecord(stop, 0);
    cudaEventSynchronize(stop);
    float ms;
    cudaEventElapsedTime(&ms, start, stop);

    CUDA_SAFE_CALL(cudaMemcpy2D(h_gpu, NX * sizeof(double), d_a, pitch, NX * sizeof(double), NY, cudaMemcpyDeviceToHost));
    int bad = 0;
    double sum = 0.0;
    for (int i = 0; i < NX * NY; i++) {
        if (h_gpu[i] != h_a[i]) bad++;
        sum += h_a[i];
    }
    printf("%d sweeps: %s, total heat %.6f\n", iters, bad ? "MISMATCH" : "exact match", sum);
    printf("probes: (1,1) %.10f  (24,1) %.10f  (24,20) %.10f  (46,38) %.10f\n", h_a[1 * NX + 1], h_a[1 * NX + 24],
           h_a[20 * NX + 24], h_a[38 * NX + 46]);
    cudaFree(d_a);
    cudaFree(d_b);
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    free(h_a); free(h_b); free(h_gpu);
    return bad != 0;
}
// expect: pitch covers the row (384 bytes), both buffers alike: yes
// expect: 12 sweeps: exact match, total heat 18496.881869
// expect: probes: (1,1) 67.9118871689  (24,1) 69.0037965775  (24,20) 0.0000000000  (46,38) 11.3186478615
// expect-report: ^heat-pitch\.cu:88:9: warning: 'cudaThreadSynchronize' is deprecated: removed in CUDA 13, use cudaDeviceSynchronize \[\-Wdeprecated\-declarations\]$
