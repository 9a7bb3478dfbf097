// A function template first instantiated from inside a member function whose body holds an
// object with a destructor: the instance is a function of its own, so its local's destructor
// runs once at its own return and the member's object is destroyed at the member's return, as
// g++ prints. cudak ran the instance's destructor twice (the instance shared the member
// function's list of objects to destroy) until the template parser saved that list too.
// SPDX-License-Identifier: MIT
#include <cstdio>

struct Tracer {
  const char *name;
  Tracer(const char *n) : name(n) { printf("ctor %s\n", name); }
  ~Tracer() { printf("dtor %s\n", name); }
};

int value = 7;

template <typename T>
T twice(T x)
{
  Tracer t("in-template");
  return x + x + value;   /* the global: the member 'value' is not in scope here */
}

struct Box {
  int value = 100;
  int run()
  {
    Tracer a("member");
    int r = twice(value);
    return r;
  }
};

int main()
{
  Box b;
  printf("%d\n", b.run());
  return 0;
}
// expect: ctor member
// expect: ctor in-template
// expect: dtor in-template
// expect: dtor member
// expect: 207
