struct Point {
  int x, y;
  void move(int dx, int dy) { x += dx; y += dy; }
};
int main() {
  Point p = {1, 2};
  p.move(3);
  return p.x;
}
// expect-build-fail
// nvcc: fail: ^missing-overload\.cu\(7\): error: too few arguments in function call$
// expect-stderr: missing-overload.cu:7:9: error: no matching function for call to 'Point::move(int)'
// expect-stderr:   p.move(3);
// expect-stderr:         ^
// expect-stderr: missing-overload.cu:3:8: note: candidate: 'void Point::move(int, int)'
// expect-stderr:   void move(int dx, int dy) { x += dx; y += dy; }
// expect-stderr:        ^~~~
