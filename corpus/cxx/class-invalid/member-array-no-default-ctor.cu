// A class with a member array of objects whose class has no default constructor: its implicit
// default constructor is deleted ([class.default.ctor]p2), and `G g;` is g++'s error.
// SPDX-License-Identifier: MIT
struct V { int x; V(int a) : x(a) {} };
struct G { V pts[2]; };
int main() { G g; return g.pts[0].x; }
// expect-build-fail
// nvcc: fail: ^member-array-no-default-ctor\.cu\(6\): error: the default constructor of "G" cannot be referenced -- it is a deleted function$
// expect-report: ^member-array-no-default-ctor\.cu:6:16: error: use of deleted function 'G::G\(\)'$
