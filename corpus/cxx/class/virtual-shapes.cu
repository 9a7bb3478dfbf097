// Virtual functions and destructors, abstract classes, override, calls through base pointers
// and references in host code.
#include <cstdio>
class Shape {
public:
  virtual ~Shape() { printf("~Shape\n"); }
  virtual float area() const = 0;
  virtual const char *name() const { return "shape"; }
  void describe() const { printf("%s with area %g\n", name(), area()); }
};
class Rect : public Shape {
  float w, h;
public:
  Rect(float w_, float h_) : w(w_), h(h_) {}
  ~Rect() { printf("~Rect\n"); }
  float area() const override { return w * h; }
  const char *name() const override { return "rect"; }
};
class Square final : public Rect {
public:
  Square(float s) : Rect(s, s) {}
  const char *name() const override { return "square"; }
};
class Circle : public Shape {
  float r;
public:
  explicit Circle(float r_) : r(r_) {}
  float area() const override { return 3.0f * r * r; }
};
void show(const Shape &s) { printf("%s %g\n", s.name(), s.area()); }
int main() {
  Rect r(2, 3);
  Square q(4);
  Circle c(1);
  show(r);
  show(q);
  show(c);
  Shape *all[3] = { &r, &q, &c };
  float total = 0;
  for (int i = 0; i < 3; i++) {
    all[i]->describe();
    total += all[i]->area();
  }
  printf("total %g\n", total);
  printf("qualified %s\n", q.Rect::name());
  return 0;
}

// expect: rect 6
// expect: square 16
// expect: shape 3
// expect: rect with area 6
// expect: square with area 16
// expect: shape with area 3
// expect: total 25
// expect: qualified rect
// expect: ~Shape
// expect: ~Rect
// expect: ~Shape
// expect: ~Rect
// expect: ~Shape
