// Operator templates that do not deduce from the operands: g++'s 'no match' for an operator
// expression and for the call of a function object (not the built-in operator's wording).
// SPDX-License-Identifier: MIT
template <class T> struct Vec { T x; };
template <class T> Vec<T> operator+(const Vec<T> &a, const Vec<T> &b) { Vec<T> r; r.x = a.x + b.x; return r; }
struct Max { template <class T> T operator()(T a, T b) const { return a < b ? b : a; } };
int main() {
  Vec<int> a;
  Vec<double> b;
  a.x = 1;
  b.x = 2;
  Vec<int> c = a + b;
  Max m;
  int r = m(1, 2.5);
  return c.x + r;
}
// expect-build-fail
// nvcc: fail: ^operator-no-match\.cu\(12\): error: no operator "\+" matches these operands$
// expect-report: ^operator-no-match\.cu:12:18: error: no match for 'operator\+' \(operand types are 'struct Vec<int>' and 'struct Vec<double>'\)$
// expect-report: ^operator-no-match\.cu:14:12: error: no match for call to '\(struct Max\) \(int, double\)'$
