// Built and run as well as parsed: it prints nothing and exits with status 0.
typedef unsigned int u32;
typedef struct node { int v; struct node *next; } node_t;
typedef int vec4[4];
typedef void (*callback)(int);
static void cb(int x) { (void) x; }
int main()
{
  u32 a = 3;
  node_t n = {1, 0};
  vec4 v = {1, 2, 3, 4};
  callback c = cb;
  c(a);
  return n.v + v[3] - 5;
}
