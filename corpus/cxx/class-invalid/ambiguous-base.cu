// Without `virtual`, a diamond holds two X subobjects: converting a W * to an X * is ambiguous
// (g++'s words, at the expression converted).
struct X { int x; };
struct Y : X {};
struct Z : X {};
struct W : Y, Z {};
int main() { W w; X *px = &w; return px != 0; }
// expect-build-fail
// expect-stderr: ambiguous-base.cu:7:27: error: 'X' is an ambiguous base of 'W'
// expect-stderr: int main() { W w; X *px = &w; return px != 0; }
// expect-stderr:                           ^
