struct Shape {
  virtual float area() const = 0;
};
struct Square : Shape {
  float s;
};
int main() {
  Square q;
  return 0;
}
// expect-build-fail
// nvcc: fail: ^abstract-instantiated\.cu\(8\): error: object of abstract class type "Square" is not allowed:$
// expect-stderr: abstract-instantiated.cu:8:10: error: cannot declare variable 'q' to be of abstract type 'Square'
// expect-stderr:   Square q;
// expect-stderr:          ^
// expect-stderr: abstract-instantiated.cu:4:8: note: because the following virtual functions are pure within 'Square':
// expect-stderr: struct Square : Shape {
// expect-stderr:        ^~~~~~
// expect-stderr: abstract-instantiated.cu:2:17: note: 'virtual float Shape::area() const'
// expect-stderr:   virtual float area() const = 0;
// expect-stderr:                 ^~~~
