// A constructor that leaves a reference member unbound is an error ([class.base.init]p10),
// in g++'s words (nvcc: "provides no initializer for: reference member").
struct S {
  int &r;
  int v;
  S(int x) : v(x) {}
};
int main() { S s(1); return s.v; }
// nvcc: fail: provides no initializer for:
// expect-build-fail
// expect-report: ^uninitialized-reference-member\.cu:6:3: error: uninitialized reference member in 'int &'$
