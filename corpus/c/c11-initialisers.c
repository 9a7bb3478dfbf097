/* corpus/c/c11-initialisers.c: nested and array designators in any order, designators naming
 * members of anonymous structs and unions (C11 6.7.2.1p13), a file-scope compound literal,
 * <stdalign.h> and <stdnoreturn.h> spellings, hexadecimal floating constants */
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <stdnoreturn.h>
#include <stdalign.h>
enum e { A = 1, B = 300 };
struct inner { int a, b; };
struct outer { struct inner in; int arr[3]; union { int i; float f; }; struct { char tag; }; };
static int *file_p = (int[]){ 10, 20, 30 };
_Static_assert(offsetof(struct outer, arr) == 8, "layout");
struct pts { int x, y; } points[4] = { [2].y = 5, [0] = { 1, 2 }, [3].x = 7 };
noreturn static void die(const char *msg) { printf("die: %s\n", msg); exit(0); }
static inline int twice(int x) { return 2 * x; }
int main(void)
{
    struct outer o = { .in.b = 4, .arr[1] = 9, .f = 2.5f, .tag = 'z' };
    alignas(16) char buf[32];
    _Alignas(double) int aligned_int = 3;
    printf("%zu %zu %d %d\n", sizeof(enum e), sizeof("abc"), A, B);
    printf("%d %d %d %g %c\n", o.in.a, o.in.b, o.arr[1], o.f, o.tag);
    printf("%d %d %d\n", file_p[2], points[2].y, points[3].x + points[0].y);
    printf("%a %g %zu %d\n", 0x1.8p1, 0x10p-2, (size_t) ((unsigned long) buf % 16), aligned_int);
    printf("%d %zu\n", twice(21), sizeof(struct outer));
    char *s = "literal"; s = s + 1;
    printf("%s\n", s);
    die("done");
}

// expect: 4 4 1 300
// expect: 0 4 9 2.5 z
// expect: 30 5 9
// expect: 0x1.8p+1 4 0 3
// expect: 42 28
// expect: iteral
// expect: die: done
