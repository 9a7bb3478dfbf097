// Virtual bases (issue 19): the most-derived class constructs every virtual base, direct or
// indirect (E names V, a virtual base of its base D; B's and C's initializers of V are ignored);
// virtual bases first in inheritance graph order, then the non-virtual bases; destruction in
// the reverse order. The implicit copy constructor copies each base and member once (the
// virtual base too), a copy of a B made from a D is a B (its own layout), assignment copies the
// members; a virtual base that has a non-virtual base of its own; objects in an array and by
// new[]. Host output as g++ prints it.
#include <cstdio>
struct Tag { int t; Tag () : t (9) { printf ("Tag\n"); } ~Tag () { printf ("~Tag\n"); } };
struct V : Tag {
  int v;
  V (int x = 0) : v (x) { printf ("V(%d)\n", x); }
  V (const V &o) : Tag (o), v (o.v + 1000) { printf ("V copy %d\n", o.v); }
  ~V () { printf ("~V %d\n", v); }
};
struct W { int w; W () : w (5) { printf ("W\n"); } ~W () { printf ("~W\n"); } };
struct B : virtual V { int b = 2; B () : V (20) { printf ("B\n"); } ~B () { printf ("~B\n"); } };
struct C : virtual V, virtual W { int c = 3; C () : V (30) { printf ("C\n"); } ~C () { printf ("~C\n"); } };
struct D : B, C { int d = 4; D (int x) : V (x) { printf ("D\n"); } ~D () { printf ("~D\n"); } };
struct E : D { int e = 5; E () : D (1), V (50) { printf ("E\n"); } ~E () { printf ("~E\n"); } };
int main () {
  printf ("sizeof %d %d %d %d\n", (int) sizeof (B), (int) sizeof (C), (int) sizeof (D), (int) sizeof (E));
  {
    E e;
    printf ("v=%d t=%d w=%d b=%d c=%d d=%d e=%d\n", e.v, e.t, e.w, e.b, e.c, e.d, e.e);
    D d2 (7);
    D copy (d2);
    printf ("copy v=%d b=%d c=%d d=%d\n", copy.v, copy.b, copy.c, copy.d);
    B sliced (d2);
    printf ("sliced v=%d b=%d\n", sliced.v, sliced.b);
    copy.b = 12;
    copy.v = 77;
    d2 = copy;
    printf ("assigned v=%d b=%d\n", d2.v, d2.b);
    V &rv = e;
    printf ("rv.v=%d\n", rv.v);
  }
  printf ("array\n");
  {
    B arr[2];
    printf ("%d %d\n", arr[0].v, arr[1].b);
  }
  C *pc = new C[2];
  printf ("new[] %d %d\n", pc[1].v, pc[1].w);
  delete[] pc;
  return 0;
}
// expect: sizeof 24 24 48 48
// expect: Tag
// expect: V(50)
// expect: W
// expect: B
// expect: C
// expect: D
// expect: E
// expect: v=50 t=9 w=5 b=2 c=3 d=4 e=5
// expect: Tag
// expect: V(7)
// expect: W
// expect: B
// expect: C
// expect: D
// expect: V copy 7
// expect: copy v=1007 b=2 c=3 d=4
// expect: V copy 7
// expect: sliced v=1007 b=2
// expect: assigned v=77 b=12
// expect: rv.v=50
// expect: ~B
// expect: ~V 1007
// expect: ~Tag
// expect: ~D
// expect: ~C
// expect: ~B
// expect: ~W
// expect: ~V 77
// expect: ~Tag
// expect: ~D
// expect: ~C
// expect: ~B
// expect: ~W
// expect: ~V 77
// expect: ~Tag
// expect: ~E
// expect: ~D
// expect: ~C
// expect: ~B
// expect: ~W
// expect: ~V 50
// expect: ~Tag
// expect: array
// expect: Tag
// expect: V(20)
// expect: B
// expect: Tag
// expect: V(20)
// expect: B
// expect: 20 2
// expect: ~B
// expect: ~V 20
// expect: ~Tag
// expect: ~B
// expect: ~V 20
// expect: ~Tag
// expect: Tag
// expect: V(30)
// expect: W
// expect: C
// expect: Tag
// expect: V(30)
// expect: W
// expect: C
// expect: new[] 30 5
// expect: ~C
// expect: ~W
// expect: ~V 30
// expect: ~Tag
// expect: ~C
// expect: ~W
// expect: ~V 30
// expect: ~Tag
