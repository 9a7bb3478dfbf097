// Built and run as well as parsed: it prints nothing and exits with status 0.
int a = 1, *b = &a, c[2] = {3, 4};
static float x, y = 2.0f;
int main() { return a + *b + c[1] + (int) y - 8; }
