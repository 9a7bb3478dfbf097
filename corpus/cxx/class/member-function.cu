// A member function reads a data member through the implicit `this` (was "unsupported:
// member functions").
struct S {
  int x;
  int get() { return x; }
};
int main() { S s; s.x = 7; return s.get() == 7 ? 0 : 1; }
