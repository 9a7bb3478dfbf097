// expect-build-fail
// nvcc: fail: ^host-var-in-device\.cu\(6\): error: identifier "counter" is undefined in device code$
// Device code reads a host variable: nvcc says the identifier is undefined in device code.
// cudak built this and the kernel read 0 from a device copy nobody wrote.
int counter = 3;
__device__ int twice(void) { return 2 * counter; }
int main() { return counter - 3; }
// expect-stderr: host-var-in-device.cu:6:41: error: identifier "counter" is undefined in device code
// expect-stderr: __device__ int twice(void) { return 2 * counter; }
// expect-stderr:                                         ^~~~~~~
// expect-stderr: host-var-in-device.cu:5:5: note: 'counter' is a host variable; device code may read only a const one with a constant initializer, or a __device__, __constant__ or __managed__ one
// expect-stderr: int counter = 3;
// expect-stderr:     ^~~~~~~
