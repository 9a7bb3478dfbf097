// A non-member operator function on a struct (was "unsupported: operator overloading").
struct V { float x; };
V operator+(V a, V b) { V r = {a.x + b.x}; return r; }
int main() { V a = {1}, b = {2}; return (a + b).x == 3 ? 0 : 1; }
