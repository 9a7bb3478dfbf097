// expect-build-fail
// nvcc accepts this with a warning and wraps the line number; cudak rejects a line number
// past 2147483647 (C11 6.10.4p3) rather than report later lines at a wrong one.
#line 4294967296
int main() { return 0; }
// expect-stderr: line-overflow.cu:4:7: error: line number out of range
// expect-stderr: #line 4294967296
// expect-stderr:       ^~~~~~~~~~
