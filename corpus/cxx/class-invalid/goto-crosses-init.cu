// A forward goto may not enter the scope of an object with a constructor past its declaration
// (C++ [stmt.dcl]p3): g++'s "jump to label" with its notes, nvcc's "bypasses initialization".
struct N {
  int v;
  N() : v(1) {}
  ~N() {}
};
int f(int c) {
  if (c)
    goto later;
  N n;
later:
  return c;
}
int main() { return f(0); }
// expect-build-fail
// nvcc: fail: ^goto-crosses-init\.cu\(10\): error: transfer of control bypasses initialization of:$
// expect-stderr: goto-crosses-init.cu:12:1: error: jump to label 'later'
// expect-stderr: later:
// expect-stderr: ^~~~~
// expect-stderr: goto-crosses-init.cu:10:10: note:   from here
// expect-stderr:     goto later;
// expect-stderr:          ^~~~~
// expect-stderr: goto-crosses-init.cu:11:5: note:   crosses initialization of 'N n'
// expect-stderr:   N n;
// expect-stderr:     ^
