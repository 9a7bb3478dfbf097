// Too many initializers for an array of objects (issue 19): g++'s error, once, with no
// cascade on the rest of the list.
struct N {
  N(int) {}
  ~N() {}
};
int main() {
  N e[2][2] = {{1, 2, 3}};
  return 0;
}
// expect-build-fail
// nvcc: fail: ^array-too-many\.cu\(8\): error: too many initializer values$
// expect-stderr: array-too-many.cu:8:23: error: too many initializers for 'N [2]'
// expect-stderr:   N e[2][2] = {{1, 2, 3}};
// expect-stderr:                       ^
