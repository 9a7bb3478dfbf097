// Built and run as well as parsed: it prints nothing and exits with status 0.
struct s { char c; double d; };
static_assert(sizeof(long) == 8, "LP64");
static_assert(sizeof(long double) == 16, "x87");
static_assert(alignof(long double) == 16, "x87");
static_assert(sizeof(struct s) == 16, "padding");
static_assert(sizeof(int[3][5]) == 60, "2d");
int main() { return 0; }
