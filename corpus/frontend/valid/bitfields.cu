// expect-exit: 255
struct flags {
  unsigned a : 1;
  unsigned b : 3;
  int c : 4;
  unsigned : 0;
  unsigned d : 8;
};
static_assert(sizeof(struct flags) == 8, "two units");
int main()
{
  struct flags f = {1, 5, -3, 200};
  f.b += 1;
  return f.a + f.b + f.c + f.d - 205;
}
