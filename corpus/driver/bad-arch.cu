// An architecture cudak has no model of is an error naming the ones it has (issue 5: sm_999
// was accepted and ran under sm_52's limits).
int main () { return 0; }

// cudak-args: -arch=sm_999
// nvcc-args: -arch=sm_999
// nvcc: fail: ^nvcc fatal   : Unsupported gpu architecture 'sm_999'$
// expect-build-fail
// expect-stderr: cudak: error: unsupported architecture 'sm_999': cudak has no model of it (valid: sm_20, sm_21, sm_30, sm_32, sm_35, sm_37, sm_50, sm_52, sm_53, sm_60, sm_61, sm_62, sm_70, sm_72, sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_100, sm_120)
