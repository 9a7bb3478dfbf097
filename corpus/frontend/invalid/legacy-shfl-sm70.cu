// expect-build-fail
// cudak-args: -arch=sm_70
// nvcc: fail: ^legacy-shfl-sm70\.cu\(10\): error: identifier "__shfl_down" is undefined$
// nvcc-args: -arch=sm_75
// The unsynchronised shuffles and votes are gone from sm_70 on (nvcc 13 has no sm_70 target:
// the nvcc check uses sm_75, where they are undefined too).
__global__ void sum(int *out)
{
  int v = threadIdx.x;
  v += __shfl_down(v, 16);
  if (__ballot(v > 0))
    out[0] = v;
}
int main() { return 0; }
// expect-stderr: legacy-shfl-sm70.cu:10:8: error: '__shfl_down' is unavailable: removed for sm_70 and later, use __shfl_down_sync with a member mask
// expect-stderr:   v += __shfl_down(v, 16);
// expect-stderr:        ^~~~~~~~~~~
// expect-stderr: legacy-shfl-sm70.cu:11:7: error: '__ballot' is unavailable: removed for sm_70 and later, use __ballot_sync with a member mask
// expect-stderr:   if (__ballot(v > 0))
// expect-stderr:       ^~~~~~~~
