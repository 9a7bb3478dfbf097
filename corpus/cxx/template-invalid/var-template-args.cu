// A variable template named with too many arguments and without its argument list, in g++'s
// words. SPDX-License-Identifier: MIT
template <class T> constexpr int bits = 8 * (int)sizeof(T);
int a = bits<int, int>;
int b = bits;
int main() { return a + b; }
// expect-build-fail
// nvcc: fail: ^var-template-args\.cu\(4\): error: too many arguments for variable template \"bits\"$
// expect-report: ^var-template-args\.cu:4:9: error: wrong number of template arguments \(2, should be 1\)$
// expect-report: ^var-template-args\.cu:5:13: error: missing template arguments before ';' token$
