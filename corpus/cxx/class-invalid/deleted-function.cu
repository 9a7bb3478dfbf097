struct Handle {
  int fd;
  Handle(int f) : fd(f) {}
  Handle(const Handle &) = delete;
};
int main() {
  Handle a(3);
  Handle b(a);
  return b.fd;
}
// expect-build-fail
// nvcc: fail: ^deleted-function\.cu\(8\): error: function "Handle::Handle\(const Handle &\)" \(declared at line 4\) cannot be referenced -- it is a deleted function$
// expect-stderr: deleted-function.cu:8:10: error: use of deleted function 'Handle::Handle(const Handle&)'
// expect-stderr:   Handle b(a);
// expect-stderr:          ^
// expect-stderr: deleted-function.cu:4:3: note: declared here
// expect-stderr:   Handle(const Handle &) = delete;
// expect-stderr:   ^
