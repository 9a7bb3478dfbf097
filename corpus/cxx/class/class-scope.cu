// Names declared in a class (nested types, an enumeration, a typedef, a static constant used as
// an array bound) are found in its body, in its member functions defined outside it and as
// C::name elsewhere; operators returning *this chain (a stream-like <<, assignment).
#include <cstdio>
class List {
public:
  struct Node { int v; Node *next; };
  enum Mode { Fifo, Lifo };
  typedef int value_type;
  static const int cap = 4;
  List(Mode m) : mode(m), n(0), head(nullptr) {}
  void push(value_type v);
  value_type sum() const;
  int size() const { return n; }
  Mode get_mode() const { return mode; }
private:
  Mode mode;
  int n;
  Node pool[cap];
  Node *head;
};
void List::push(value_type v) {
  if (n == cap) return;
  Node *p = &pool[n++];
  p->v = v;
  p->next = head;
  head = p;
}
List::value_type List::sum() const {
  value_type s = 0;
  for (const Node *p = head; p; p = p->next) s += p->v;
  return s;
}
struct Out {
  char buf[64];
  int len;
  Out() : len(0) { buf[0] = 0; }
  Out &operator<<(int v) { len += snprintf(buf + len, 64 - len, "%d ", v); return *this; }
  Out &operator<<(const char *s) { len += snprintf(buf + len, 64 - len, "%s", s); return *this; }
};
struct Num {
  int v;
  Num &operator=(const Num &o) { v = o.v + 1; return *this; }
};
int main() {
  List l(List::Lifo);
  for (int i = 1; i <= 6; i++) l.push(i * 10);
  List::value_type s = l.sum();
  List::Node extra = {5, nullptr};
  printf("%d %d %d %d %d\n", s, l.size(), l.get_mode() == List::Lifo, List::cap, extra.v);
  Out o;
  o << 1 << 2 << "x" << 3;
  printf("[%s]\n", o.buf);
  Num a = {1}, b = {2}, c = {3};
  a = b = c;
  printf("%d %d %d\n", a.v, b.v, c.v);
  return 0;
}

// expect: 100 4 1 4 5
// expect: [1 2 x3 ]
// expect: 5 4 3
