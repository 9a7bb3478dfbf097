// syntax-only
#define MAX(a, b) ({ int _a = (a), _b = (b); _a > _b ? _a : _b; })
int main() { return MAX(3, 7) - 7; }
