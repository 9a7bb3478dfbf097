// Built and run as well as parsed: it prints nothing and exits with status 0.
struct s { int a; float b; int c[3]; };
struct s g = { .a = 1, .c = {0, 0, 7} };
int arr[10] = { 0, 0, 0, 1 };
int main()
{
  struct s l = { .a = 2, .b = 2.5f };
  return g.c[2] + arr[3] + l.a - 10;
}
