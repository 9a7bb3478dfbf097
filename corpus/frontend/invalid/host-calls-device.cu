// expect-build-fail
__device__ int dev(int x) { return x + 1; }
int main()
{
  return dev(1);
}
// nvcc: fail: ^host-calls-device\.cu\(5\): error: calling a __device__ function\("dev\(int\)"\) from a __host__ function\("main"\) is not allowed$
// expect-stderr: host-calls-device.cu:5:10: error: calling a __device__ function("dev") from a __host__ function("main") is not allowed
// expect-stderr:   return dev(1);
// expect-stderr:          ^~~
// expect-stderr: host-calls-device.cu:2:16: note: 'dev' declared here
// expect-stderr: __device__ int dev(int x) { return x + 1; }
// expect-stderr:                ^
