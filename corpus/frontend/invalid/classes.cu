// expect-build-fail
class A {
public:
  int x;
};
int main() { return 0; }
// expect-stderr: classes.cu:2:1: error: unsupported: classes
// expect-stderr: class A {
// expect-stderr: ^~~~~
