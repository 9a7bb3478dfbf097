// An aggregate whose members have constructors and destructors, initialised from a braced list:
// each member is constructed in place from its element (the temporary `D(2)` is the member,
// C++17 guaranteed copy elision), and the aggregate destroys its members at its scope's end.
// cudak destroyed the temporaries at the end of the declaration and never the aggregate (a
// `std::string` member read after its buffer was freed). Locals, arrays of them (`A b[2] = {...}`
// was "no matching function"), `new A{...}` (was `unsupported:`), file-scope objects (destroyed
// after main). Expected output from g++ -std=c++17.
// SPDX-License-Identifier: MIT
#include <cstdio>
#include <string>
struct D {
  int v;
  D(int x) : v(x) { printf("ctor %d\n", v); }
  D(const D &o) : v(o.v) { printf("copy %d\n", v); }
  ~D() { printf("dtor %d\n", v); }
};
struct A { D d; int k = 3; };
struct S { std::string s; int n; };
A ga = {D(8)};
A gb[2] = {{D(9)}, {10}};
int main() {
  { A a{D(2)}; printf("in scope %d %d\n", a.d.v, a.k); }
  { A a = {7}; printf("in scope %d\n", a.d.v); }
  { A b[2] = {{D(3)}, {D(4), 5}}; printf("array %d %d\n", b[0].k, b[1].k); }
  { S x{std::string(40, 'a'), 1}; printf("%s %d\n", x.s.c_str(), x.n); }
  { S y{"hello world, this is a string longer than its buffer", 2}; printf("%s\n", y.s.c_str()); }
  S *p = new S{"a string allocated with its aggregate by new", 3};
  printf("%s %d\n", p->s.c_str(), p->n);
  delete p;
  A *q = new A{D(5)};
  printf("new %d\n", q->d.v);
  delete q;
  printf("globals %d %d %d\n", ga.d.v, gb[0].d.v, gb[1].d.v);
  printf("end\n");
}
// expect: ctor 8
// expect: ctor 9
// expect: ctor 10
// expect: ctor 2
// expect: in scope 2 3
// expect: dtor 2
// expect: ctor 7
// expect: in scope 7
// expect: dtor 7
// expect: ctor 3
// expect: ctor 4
// expect: array 3 5
// expect: dtor 4
// expect: dtor 3
// expect: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa 1
// expect: hello world, this is a string longer than its buffer
// expect: a string allocated with its aggregate by new 3
// expect: ctor 5
// expect: new 5
// expect: dtor 5
// expect: globals 8 9 10
// expect: end
// expect: dtor 10
// expect: dtor 9
// expect: dtor 8
