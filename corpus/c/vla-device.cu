// corpus/c/vla-device.cu: a variable-length array in device code is an error, as nvcc says
// ("expression must have a constant value"); host code may use them
__global__ void partial_sums(const int *in, int *out, int n)
{
    int tmp[n];
    for (int i = 0; i < n; i++)
        tmp[i] = in[i] + (i ? tmp[i - 1] : 0);
    out[threadIdx.x] = tmp[n - 1];
}

int main()
{
    return 0;
}

// expect-build-fail
// nvcc: fail: ^vla-device\.cu\(5\): error: expression must have a constant value$
// expect-report: ^vla-device\.cu:5:9: error: expression must have a constant value \(the length of array 'tmp' in device code\)$
