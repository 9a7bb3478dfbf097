// Built and run as well as parsed: it prints nothing and exits with status 0.
extern int g;
int g = 5;
extern int g;
static int s;
extern int h[];
int h[3];
int main() { return g + s + h[0] - 5; }
