// An operator expression where a user's operator== and the built-in one (through the conversion
// function) are each better on one operand: ambiguous, as g++ and nvcc say ([over.match.best]).
// The other two comparisons are valid. SPDX-License-Identifier: MIT
struct Num {
  int v;
  Num(int x) : v(x) {}
  operator int() const { return v; }
};
bool operator==(const Num &a, const Num &b) { return a.v == b.v; }
struct Only { int v; Only(int x) : v(x) {} };
bool operator<(const Only &a, const Only &b) { return a.v < b.v; }
int main() {
  Num a(41);
  Only o(2);
  bool x = a == 41;
  bool y = a == a;
  bool z = o < 3;
  return x + y + z;
}
// expect-build-fail
// nvcc: fail: ^operator-ambiguous\.cu\(15\): error: more than one operator "==" matches these operands:$
// expect-report: ^operator-ambiguous\.cu:15:14: error: ambiguous overload for 'operator==' \(operand types are 'struct Num' and 'int'\)$
