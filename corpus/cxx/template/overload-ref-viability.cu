// Function templates overloaded on `T &` and `const T &&`: an lvalue is never passed to the
// rvalue reference, whichever the partial ordering would prefer; an rvalue takes it. Output
// checked against g++ -std=c++17. SPDX-License-Identifier: MIT
#include <cstdio>
template <class T> int f(T &) { return 1; }
template <class T> int f(const T &&) { return 2; }
int main() { int y = 0; const int z = 1; printf("%d %d %d\n", f(y), f(z), f(5)); }
// expect: 1 1 2
