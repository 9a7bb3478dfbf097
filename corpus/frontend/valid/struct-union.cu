// Built and run as well as parsed: it prints nothing and exits with status 0.
struct point { int x, y; };
union num { int i; float f; unsigned char b[4]; };
struct rect { struct point a, b; };
int area(struct rect r) { return (r.b.x - r.a.x) * (r.b.y - r.a.y); }
int main()
{
  struct rect r = {{0, 0}, {3, 4}};
  union num u;
  u.f = 1.0f;
  point p = {1, 2};
  struct point *pp = &p;
  pp->x = 5;
  return area(r) - 12 + (u.b[3] == 0x3f ? 0 : 1) + pp->x - 5;
}
