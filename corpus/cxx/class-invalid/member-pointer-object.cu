// A pointer to a member of S applied to an object of an unrelated class (g++'s words).
struct S { int x; };
struct U { int u; };
int main() { int S::*p = &S::x; U u; u.u = 0; return u.*p; }
// expect-build-fail
// expect-stderr: member-pointer-object.cu:4:57: error: pointer to member type 'int' incompatible with object type 'U'
// expect-stderr: int main() { int S::*p = &S::x; U u; u.u = 0; return u.*p; }
// expect-stderr:                                                         ^
