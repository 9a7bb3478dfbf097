// A class template whose instance has a constructor and a destructor named by the template's
// name, a default member initialiser, const members and an operator (templates and classes
// together).
#include <cstdio>
template <typename T, int N>
class Stack {
  T items[N];
  int top = 0;
public:
  Stack() { printf("Stack<%d>\n", N); }
  ~Stack() { printf("~Stack %d\n", top); }
  void push(const T &v) { items[top++] = v; }
  T pop() { return items[--top]; }
  int size() const { return top; }
  T operator[](int i) const { return items[i]; }
};
int main() {
  Stack<float, 4> s;
  s.push(1.5f);
  s.push(2.5f);
  float second = s[1];
  float popped = s.pop();
  printf("%d %g %g\n", s.size(), second, popped);
  return 0;
}

// expect: Stack<4>
// expect: 1 2.5 2.5
// expect: ~Stack 1
