// Virtual bases (issue 19): laid out in inheritance graph order (B, A, C, Q: each one before
// its own virtual bases, at the offsets g++ gives them) but constructed depth first (A before
// B, Q before C: a virtual base after the virtual bases it has, [class.base.init]p13).
#include <cstdio>
struct A { int a; A(){puts("A");} };
struct B : virtual A { int b; B(){puts("B");} };
struct Q { int q; Q(){puts("Q");} };
struct C : virtual Q { int c; C(){puts("C");} };
struct X : virtual B, virtual C { int x; };
int main() { X x; printf("A %ld B %ld Q %ld C %ld size %zu\n", (char*)(A*)&x-(char*)&x, (char*)(B*)&x-(char*)&x, (char*)(Q*)&x-(char*)&x, (char*)(C*)&x-(char*)&x, sizeof x); }
// expect: A
// expect: B
// expect: Q
// expect: C
// expect: A 28 B 16 Q 44 C 32 size 48
