// expect-build-fail
struct S {
  int x;
  int get() { return x; }
};
int main() { return 0; }
// expect-stderr: member-function.cu:4:3: error: unsupported: member functions
// expect-stderr:   int get() { return x; }
// expect-stderr:   ^~~
