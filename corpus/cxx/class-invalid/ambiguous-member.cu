// Without `virtual`, a diamond holds two X subobjects: the name of X's member is ambiguous in W.
struct X { int x; };
struct Y : X {};
struct Z : X {};
struct W : Y, Z {};
int main() { W w; w.x = 1; return 0; }
// expect-build-fail
// expect-stderr: ambiguous-member.cu:6:21: error: request for member 'x' is ambiguous
// expect-stderr: int main() { W w; w.x = 1; return 0; }
// expect-stderr:                     ^
