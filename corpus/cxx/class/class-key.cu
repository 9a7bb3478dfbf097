// `class` is a struct whose members are private until an access label (was "unsupported:
// classes"): a public data member is used from outside.
class A {
public:
  int x;
};
int main() { A a; a.x = 3; return a.x == 3 ? 0 : 1; }
