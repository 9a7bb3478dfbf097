// syntax-only
int my_abs(int) __asm__("abs");
int main() { return my_abs(-3) - 3; }
