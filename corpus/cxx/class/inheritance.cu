// Single and multiple inheritance: construction and destruction order of bases and members,
// derived-to-base conversions of pointers and references, slicing, protected members.
#include <cstdio>
struct Part {
  int id;
  Part(int i) : id(i) { printf("Part %d\n", id); }
  ~Part() { printf("~Part %d\n", id); }
};
struct Named {
  const char *name;
  Named(const char *n) : name(n) { printf("Named %s\n", name); }
  ~Named() { printf("~Named %s\n", name); }
};
class Base {
protected:
  int level;
public:
  Base(int l) : level(l) { printf("Base %d\n", level); }
  ~Base() { printf("~Base %d\n", level); }
  int get() const { return level; }
};
class Derived : public Base, public Named {
  Part p1, p2;
public:
  Derived() : Base(1), Named("d"), p2(20), p1(10) { printf("Derived\n"); }
  ~Derived() { printf("~Derived\n"); }
  void bump() { level += 5; }
};
int level_of(const Base &b) { return b.get(); }
const char *name_of(const Named *n) { return n->name; }
int main() {
  {
    Derived d;
    d.bump();
    printf("level %d name %s\n", level_of(d), name_of(&d));
    Base *bp = &d;
    Named *np = &d;
    printf("%d %s %d\n", bp->get(), np->name, (int) sizeof(Derived));
  }
  printf("end\n");
  return 0;
}

// expect: Base 1
// expect: Named d
// expect: Part 10
// expect: Part 20
// expect: Derived
// expect: level 6 name d
// expect: 6 d 24
// expect: ~Derived
// expect: ~Part 20
// expect: ~Part 10
// expect: ~Named d
// expect: ~Base 6
// expect: end
