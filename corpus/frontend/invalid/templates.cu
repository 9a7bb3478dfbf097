// expect-build-fail
template <typename T>
T twice(T x) { return x + x; }
int main() { return 0; }
// expect-stderr: templates.cu:2:1: error: unsupported: templates
// expect-stderr: template <typename T>
// expect-stderr: ^~~~~~~~
