// expect-build-fail
__global__ int k(void) { return 1; }
// nvcc: fail: ^global-nonvoid\.cu\(2\): error: a __global__ function must have a void return type$
// expect-stderr: global-nonvoid.cu:2:16: error: a __global__ function must have a void return type
// expect-stderr: __global__ int k(void) { return 1; }
// expect-stderr:                ^
