// Narrowing conversions in braced lists ([dcl.init.list]p7) in host code: a constant that does
// not fit is an error (g++'s, which nvcc's host compiler gives; its front end only warns), and
// so is any narrowed element of a std::initializer_list and of a scalar's list in a return or an
// argument (nvcc's front end rejects those); another value is warned of (a constructor's list in
// an argument too). SPDX-License-Identifier: MIT
#include <vector>
struct Point { int x, y; };
struct Pt { int x, y; Pt(int a, int b) : x(a), y(b) {} };
int take(Pt p) { return p.x; }
int ret(double d) { return {d}; }
int main() {
  double xd = 2.5;
  int a{2.5};
  char c{300};
  unsigned u{-1};
  std::vector<int> v{1, 1.5};
  Point p{xd, 1};
  int arr[] = {1, 2, 3.0};
  Pt q = {1, 2.5};
  return a + c + (int)u + (int)v.size() + p.x + arr[0] + q.x + take({xd, 2}) + ret(xd) + int{1e10};
}
// expect-build-fail
// nvcc: fail: ^narrowing\.cu\(10\): error: invalid narrowing conversion from "double" to "int"$
// expect-report: ^narrowing\.cu:10:29: error: narrowing conversion of 'd' from 'double' to 'int' \[-Wnarrowing\]$
// expect-report: ^narrowing\.cu:13:9: error: narrowing conversion of '2\.5e\+0' from 'double' to 'int' \[-Wnarrowing\]$
// expect-report: ^narrowing\.cu:14:10: error: narrowing conversion of '300' from 'int' to 'char' \[-Wnarrowing\]$
// expect-report: ^narrowing\.cu:15:14: error: narrowing conversion of '-1' from 'int' to 'unsigned int' \[-Wnarrowing\]$
// expect-report: ^narrowing\.cu:16:25: error: narrowing conversion of '1\.5e\+0' from 'double' to 'int' \[-Wnarrowing\]$
// expect-report: ^narrowing\.cu:17:11: warning: narrowing conversion of 'xd' from 'double' to 'int' \[-Wnarrowing\]$
// expect-report: ^narrowing\.cu:18:22: error: narrowing conversion of '3\.0e\+0' from 'double' to 'int' \[-Wnarrowing\]$
// expect-report: ^narrowing\.cu:19:14: error: narrowing conversion of '2\.5e\+0' from 'double' to 'int' \[-Wnarrowing\]$
// expect-report: ^narrowing\.cu:20:70: warning: narrowing conversion of 'xd' from 'double' to 'int' \[-Wnarrowing\]$
// expect-report: ^narrowing\.cu:20:94: error: narrowing conversion of '1\.0e\+10' from 'double' to 'int' \[-Wnarrowing\]$
