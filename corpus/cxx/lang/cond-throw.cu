// A conditional expression one of whose operands is a throw-expression has the other's type
// and value category ([expr.cond]p2): `i < 4 ? d[i] : throw std::out_of_range(...)` is an
// lvalue of float that `at(2) = 9` assigns through, `c ? std::string("pos") : throw ...` a
// prvalue string. cudak said "operands to '?:' have different types 'void' and 'float'".
// Expected output from g++.
#include <cstdio>
#include <stdexcept>
#include <string>
struct Vec {
  float d[4];
  Vec() { for (int i = 0; i < 4; i++) d[i] = i + 1; }
  float &at(int i) { return i >= 0 && i < 4 ? d[i] : throw std::out_of_range("Vec::at: " + std::to_string(i)); }
  float get(int i) const { return i < 4 ? d[i] : throw 42; }
};
int main() {
  Vec v;
  v.at(2) = 9;
  printf("%g %g\n", v.at(2), v.get(1));
  try { v.at(7); } catch (const std::out_of_range &e) { printf("%s\n", e.what()); }
  try { v.get(5); } catch (int c) { printf("int %d\n", c); }
  std::string s = v.d[0] > 0 ? std::string("pos") : throw std::runtime_error("neg");
  int k = v.d[0] < 0 ? throw std::runtime_error("neg") : 7;
  printf("%s %d\n", s.c_str(), k);
  return 0;
}
// expect: 9 2
// expect: Vec::at: 7
// expect: int 42
// expect: pos 7
