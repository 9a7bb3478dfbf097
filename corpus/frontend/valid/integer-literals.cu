// Built and run as well as parsed: it prints nothing and exits with status 0.
static_assert(sizeof(0x7fffffff) == 4, "int");
static_assert(sizeof(0x80000000) == 4, "unsigned");
static_assert(sizeof(4294967296) == 8, "long");
static_assert(sizeof(1ull) == 8, "ull");
static_assert('a' == 97, "char");
static_assert(sizeof('a') == 1, "char literal is char in C++");
static_assert(-1 < 0u == false, "usual conversions");
int main() { return 0; }
