// -x c++ asks for plain C++, which nvcc hands to the host compiler; cudak compiles CUDA C++
// only and says so (issue 5: the flag's value was read as a source file).
int main () { return 0; }

// cudak-args: -x c++
// expect-build-fail
// expect-stderr: cudak: error: unsupported: '-x c++' (cudak compiles CUDA C++ or C: -x cu, -x c, or no -x, where a .c file is C)
