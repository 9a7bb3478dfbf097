// Built and run as well as parsed: it prints nothing and exits with status 0.
char msg[] = "hello";
char buf[16] = "abc";
const char *ptrs[] = {"x", "yz"};
int main() { return (int) sizeof(msg) + buf[1] - 'b' - 6 + ptrs[1][0] - 'y'; }
