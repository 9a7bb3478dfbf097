// nvcc has no -Wall (it belongs to the host compiler: -Xcompiler -Wall); cudak rejects it as
// nvcc does, instead of accepting it silently (issue 5).
int main () { return 0; }

// cudak-args: -Wall
// nvcc-args: -Wall
// nvcc: fail: ^nvcc fatal   : Unknown option '-Wall'$
// expect-build-fail
// expect-stderr: cudak: error: unknown option '-Wall'
