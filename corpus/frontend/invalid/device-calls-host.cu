// expect-build-fail
int host_only(int x) { return x; }
__global__ void k(int *p)
{
  *p = host_only(1);
}
// nvcc: fail: ^device-calls-host\.cu\(5\): error: calling a __host__ function\("host_only\(int\)"\) from a __global__ function\("k"\) is not allowed$
// expect-stderr: device-calls-host.cu:5:8: error: calling a __host__ function("host_only") from a __global__ function("k") is not allowed
// expect-stderr:   *p = host_only(1);
// expect-stderr:        ^~~~~~~~~
// expect-stderr: device-calls-host.cu:2:5: note: 'host_only' declared here
// expect-stderr: int host_only(int x) { return x; }
// expect-stderr:     ^
