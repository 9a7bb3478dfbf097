// Built and run as well as parsed: it prints nothing and exits with status 0.
#define MAX(a, b) ({ int _a = (a), _b = (b); _a > _b ? _a : _b; })
int main() { return MAX(3, 7) - 7; }
