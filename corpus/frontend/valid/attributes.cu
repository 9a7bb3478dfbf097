// Built and run as well as parsed: it prints nothing and exits with status 0.
struct __attribute__((packed)) pk { char c; int i; };
static_assert(sizeof(struct pk) == 5, "packed");
struct al { int x __attribute__((aligned(16))); };
static_assert(sizeof(struct al) == 16, "aligned member");
static int unused_fn(void) __attribute__((unused));
static int unused_fn(void) { return 0; }
int counter __attribute__((aligned(64)));
__attribute__((noreturn)) void die(void);
int main() { return 0; }
