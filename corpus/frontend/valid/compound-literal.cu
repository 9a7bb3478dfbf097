// Built and run as well as parsed: it prints nothing and exits with status 0.
struct p { int x, y; };
static int sum(struct p q) { return q.x + q.y; }
int main()
{
  struct p q = (struct p){1, 2};
  return sum((struct p){3, 4}) + q.y - 9;
}
