// The conditional operator as an lvalue ([expr.cond]p4): operands of one type but for cv give
// an lvalue of the more qualified type, bound to a const reference, assigned to, incremented,
// compound-assigned, returned by reference and its address taken. Output checked against
// g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
int pick(const int &r) { return r; }
int &ref(int &a, int &b, bool c) { return c ? a : b; }
int main() {
  int x = 3;
  const int &b = 7;
  int y = 9;
  printf("%d %d\n", pick(x > 2 ? b : y), pick(x > 5 ? x : y));
  (x > 2 ? x : y) = 11;
  ++(x > 20 ? x : y);
  (x < 20 ? x : y) += 5;
  ref(x, y, false) = 1;
  int *p = &(x > 0 ? x : y);
  *p *= 2;
  printf("%d %d %d\n", x, y, x > 0 ? x : y);
}
// expect: 7 9
// expect: 32 1 32
