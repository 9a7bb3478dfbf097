// expect-build-fail
struct V { float x; };
V operator+(V a, V b) { V r = {a.x + b.x}; return r; }
int main() { return 0; }
// expect-stderr: operator-overload.cu:3:3: error: unsupported: operator overloading
// expect-stderr: V operator+(V a, V b) { V r = {a.x + b.x}; return r; }
// expect-stderr:   ^~~~~~~~
