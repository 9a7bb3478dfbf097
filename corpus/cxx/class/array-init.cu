// An array of objects with an initializer list, local and at file scope: element i is
// copy-initialised from the i-th expression (through a converting constructor), the rest are
// default-constructed, the length of `T a[] = {...}` comes from the list; elements are
// destroyed last to first.
#include <stdio.h>
struct Tag {
  int id;
  Tag() : id(0) { printf("default\n"); }
  Tag(int i) : id(i) { printf("make %d\n", i); }
  Tag(const Tag &o) : id(o.id + 100) { printf("copy %d\n", o.id); }
  ~Tag() { printf("drop %d\n", id); }
};
Tag globals[] = { 7, 8 };
int main()
{
  printf("main\n");
  {
    Tag local[3] = { 1, Tag(2) };
    Tag sized[] = { 4 };
    printf("%d %d %d %d %zu\n", local[0].id, local[1].id, local[2].id, sized[0].id, sizeof sized / sizeof sized[0]);
  }
  printf("globals %d %d\n", globals[0].id, globals[1].id);
  return 0;
}
// expect: make 7
// expect: make 8
// expect: main
// expect: make 1
// expect: make 2
// expect: default
// expect: make 4
// expect: 1 2 0 4 1
// expect: drop 4
// expect: drop 0
// expect: drop 2
// expect: drop 1
// expect: globals 7 8
// expect: drop 8
// expect: drop 7
